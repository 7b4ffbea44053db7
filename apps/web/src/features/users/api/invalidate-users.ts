import type { QueryClient } from '@tanstack/react-query';
import { profileEndpoints } from '@dripp/contract/endpoints/profile';
import { invalidate } from '../../../lib/endpoints';

/**
 * A change to a person shows in the users list and detail, in profiles and in the store detail's
 * Users table, so all of those are read again.
 */
export function invalidateUsers(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['users'] }),
    invalidate(client, profileEndpoints.get),
    client.invalidateQueries({ queryKey: ['stores-admin'] }),
  ]).then(() => undefined);
}
