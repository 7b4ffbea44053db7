import { useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /users/{id}/edit: the form's values (the PIN itself is never sent back). */
export const userEditQuery = (id: number) => ({
  ...endpointQuery(usersEndpoints.edit, { params: { id } }, { fallback: t`Could not get User` }),
  staleTime: 0,
});

export function useUserEdit(id: number, enabled = true) {
  return useQuery({ ...userEditQuery(id), enabled });
}
