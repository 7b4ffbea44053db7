import type { QueryClient } from '@tanstack/react-query';
import { storeAdminEndpoints, storesEndpoints } from '@dripp/contract/endpoints/stores';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { invalidate } from '../../../lib/endpoints';

/**
 * A store change shows in the admin lists and detail, in every store selector (stores-managers)
 * and in the users screens (store links), so all of those are read again.
 */
export function invalidateStores(client: QueryClient): Promise<void> {
  return Promise.all([
    invalidate(client, storesEndpoints.list),
    invalidate(client, storeAdminEndpoints.view),
    invalidate(client, storeAdminEndpoints.edit),
    invalidate(client, storesEndpoints.withManagers),
    invalidate(client, usersEndpoints.list),
    invalidate(client, usersEndpoints.view),
    invalidate(client, usersEndpoints.edit),
  ]).then(() => undefined);
}
