import { useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /users/{id}/view: the person, their store links and base roles, and what the pickers offer. */
export const userViewQuery = (id: number) =>
  endpointQuery(usersEndpoints.view, { params: { id } }, { fallback: t`Could not get User` });

export function useUserView(id: number, enabled = true) {
  return useQuery({ ...userViewQuery(id), enabled });
}
