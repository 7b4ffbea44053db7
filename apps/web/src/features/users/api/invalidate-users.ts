import type { QueryClient } from '@tanstack/react-query';
import { profileEndpoints } from '@dripp/contract/endpoints/profile';
import { storeAdminEndpoints, storesEndpoints } from '@dripp/contract/endpoints/stores';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { invalidateEach } from '../../../lib/endpoints';

/**
 * A change to a person shows in the users list and detail, in profiles and in the store detail's
 * Users table, so all of those are read again.
 */
export function invalidateUsers(client: QueryClient): Promise<void> {
  return invalidateEach(client, [
    usersEndpoints.list,
    usersEndpoints.view,
    usersEndpoints.edit,
    profileEndpoints.get,
    storesEndpoints.list,
    storeAdminEndpoints.view,
    storeAdminEndpoints.edit,
  ]);
}
