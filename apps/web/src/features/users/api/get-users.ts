import { useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /users (`?trashed=1`: the deactivated users). */
export const usersQuery = (trashed: boolean) =>
  endpointQuery(usersEndpoints.list, { query: { trashed: trashed ? '1' : '0' } }, { fallback: t`Could not get User` });

export function useUsers(trashed: boolean, enabled = true) {
  return useQuery({ ...usersQuery(trashed), enabled });
}
