import type { QueryClient } from '@tanstack/react-query';
import { rolesEndpoints } from '@dripp/contract/endpoints/roles';
import { storeAdminEndpoints, storesEndpoints } from '@dripp/contract/endpoints/stores';
import { userAccessEndpoints } from '@dripp/contract/endpoints/user-access';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { invalidateEach } from '../../../lib/endpoints';

/** Roles head the matrix columns and fill the users' and stores' role pickers. */
export function invalidateRoles(client: QueryClient): Promise<void> {
  return invalidateEach(client, [
    rolesEndpoints.list,
    rolesEndpoints.get,
    userAccessEndpoints.get,
    storesEndpoints.roles,
    usersEndpoints.list,
    usersEndpoints.view,
    usersEndpoints.edit,
    storesEndpoints.list,
    storeAdminEndpoints.view,
    storeAdminEndpoints.edit,
  ]);
}
