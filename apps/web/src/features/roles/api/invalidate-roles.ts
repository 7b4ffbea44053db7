import type { QueryClient } from '@tanstack/react-query';
import { rolesEndpoints } from '@dripp/contract/endpoints/roles';
import { userAccessEndpoints } from '@dripp/contract/endpoints/user-access';
import { invalidate } from '../../../lib/endpoints';

/** Roles head the matrix columns and fill the users' and stores' role pickers. */
export function invalidateRoles(client: QueryClient): Promise<void> {
  return Promise.all([
    invalidate(client, rolesEndpoints.list),
    invalidate(client, rolesEndpoints.get),
    invalidate(client, userAccessEndpoints.get),
    ...[['stores-roles'], ['users'], ['stores-admin']].map((queryKey) => client.invalidateQueries({ queryKey })),
  ]).then(() => undefined);
}
