import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@dripp/contract/endpoints/auth';
import type { TemperatureUnit } from '@dripp/contract/food-safety';
import { endpointQuery } from '../../lib/endpoints';
import { useSession } from '../../lib/session';

/** The scale the signed-in person reads temperatures in (their profile's; °F until it is known). */
export function useTemperatureUnit(): TemperatureUnit {
  const { userName } = useSession();
  const user = useQuery({
    ...endpointQuery(authEndpoints.signedInUser, { params: { username: userName ?? '' } }, { notify: false }),
    enabled: Boolean(userName),
    staleTime: 30 * 60_000,
    retry: false,
  });
  return user.data?.user.temperature_unit ?? 'F';
}
