import type { QueryClient } from '@tanstack/react-query';
import { storeAdminEndpoints, storesEndpoints } from '@dripp/contract/endpoints/stores';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { profileEndpoints } from '@dripp/contract/endpoints/profile';
import { invalidate } from '../../../lib/endpoints';

/**
 * A change to a person shows in the users list and detail, in profiles and in the store detail's
 * Users table, so all of those are read again.
 */
export function invalidateUsers(client: QueryClient): Promise<void> {
  return Promise.all([
    invalidate(client, usersEndpoints.list),
    invalidate(client, usersEndpoints.view),
    invalidate(client, usersEndpoints.edit),
    invalidate(client, profileEndpoints.get),
    invalidate(client, storesEndpoints.list),
    invalidate(client, storeAdminEndpoints.view),
    invalidate(client, storeAdminEndpoints.edit),
  ]).then(() => undefined);
}
