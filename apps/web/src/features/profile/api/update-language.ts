import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import type { Profile } from '@dripp/contract/stores';
import { t } from '@lingui/core/macro';
import { callData } from '../../../lib/endpoints';
import { activateLanguage, type Language } from '../../../i18n/i18n';
import { profileQuery } from './get-profile';

type ProfileUser = Profile['user'];

/**
 * PUT /users/{id} with the person's own fields as they are and the language chosen: the update
 * takes the whole record, and a PIN left out stays as it is.
 */
export function updateLanguage(user: ProfileUser, language: Language): Promise<unknown> {
  return callData(
    usersEndpoints.update,
    {
      params: { id: user.id },
      body: {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        // A person without a phone is asked for one by the server's answer, as on the edit form.
        phone: user.phone ?? '',
        language,
      },
    },
    { fallback: t`Could not update User` },
  );
}

/** Saves the language on the person and speaks it at once, without a reload. */
export function useUpdateLanguage(user: ProfileUser) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => updateLanguage(user, language),
    onSuccess: async (_answer, language) => {
      await activateLanguage(language);
      client.setQueryData(profileQuery(user.username).queryKey, (old: Profile | undefined) =>
        old ? { ...old, user: { ...old.user, language } } : old,
      );
    },
  });
}
