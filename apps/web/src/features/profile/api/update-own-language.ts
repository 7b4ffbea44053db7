import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@dripp/contract/endpoints/auth';
import { profileEndpoints } from '@dripp/contract/endpoints/profile';
import type { Profile } from '@dripp/contract/stores';
import { t } from '@lingui/core/macro';
import { activateLanguage, type Language } from '../../../i18n/i18n';
import { callData, invalidate } from '../../../lib/endpoints';
import { useSession } from '../../../lib/session';
import { profileQuery } from './get-profile';

/**
 * PUT /users/me/language: the signed-in person's language alone (in a PIN session, the device
 * user's), so nothing else of the profile is needed, not even a phone. Answers the stored language.
 */
export async function updateOwnLanguage(language: Language): Promise<Language> {
  const answer = await callData(
    profileEndpoints.setOwnLanguage,
    { body: { language } },
    { fallback: t`Could not update User` },
  );
  return answer.language;
}

/** Saves the person's own language and speaks it at once, without a reload. */
export function useUpdateOwnLanguage() {
  const client = useQueryClient();
  const { userName } = useSession();
  return useMutation({
    mutationFn: (language: Language) => updateOwnLanguage(language),
    onSuccess: async (language) => {
      await activateLanguage(language);
      if (userName)
        client.setQueryData(profileQuery(userName).queryKey, (old: Profile | undefined) =>
          old ? { ...old, user: { ...old.user, language } } : old,
        );
      await invalidate(client, authEndpoints.signedInUser);
    },
  });
}
