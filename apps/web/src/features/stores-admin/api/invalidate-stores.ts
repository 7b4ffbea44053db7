import type { QueryClient } from '@tanstack/react-query';
import { storeAdminEndpoints, storesEndpoints } from '@dripp/contract/endpoints/stores';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { invalidateEach } from '../../../lib/endpoints';

/**
 * A store change shows in the admin lists and detail, in every store selector (stores-managers)
 * and in the users screens (store links), so all of those are read again.
 */
export function invalidateStores(client: QueryClient): Promise<void> {
  return invalidateEach(client, [
    storesEndpoints.list,
    storeAdminEndpoints.view,
    storeAdminEndpoints.edit,
    storesEndpoints.withManagers,
    usersEndpoints.list,
    usersEndpoints.view,
    usersEndpoints.edit,
  ]);
}
