import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@dripp/contract/endpoints/auth';
import { profileEndpoints } from '@dripp/contract/endpoints/profile';
import type { TemperatureUnit } from '@dripp/contract/food-safety-labels';
import type { Profile } from '@dripp/contract/stores';
import { t } from '@lingui/core/macro';
import { callData, invalidate } from '../../../lib/endpoints';
import { useSession } from '../../../lib/session';
import { profileQuery } from './get-profile';

/** PUT /users/me/temperature-unit: the signed-in person's scale alone. Answers the stored scale. */
export async function updateOwnTemperatureUnit(unit: TemperatureUnit): Promise<TemperatureUnit> {
  const answer = await callData(
    profileEndpoints.setOwnTemperatureUnit,
    { body: { temperature_unit: unit } },
    { fallback: t`Could not update User` },
  );
  return answer.temperature_unit;
}

/** Saves the person's own scale; every temperature on screen follows at once. */
export function useUpdateOwnTemperatureUnit() {
  const client = useQueryClient();
  const { userName } = useSession();
  return useMutation({
    mutationFn: (unit: TemperatureUnit) => updateOwnTemperatureUnit(unit),
    onSuccess: async (unit) => {
      if (userName)
        client.setQueryData(profileQuery(userName).queryKey, (old: Profile | undefined) =>
          old ? { ...old, user: { ...old.user, temperature_unit: unit } } : old,
        );
      await invalidate(client, authEndpoints.signedInUser);
    },
  });
}
