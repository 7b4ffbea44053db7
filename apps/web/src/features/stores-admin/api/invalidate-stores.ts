import type { QueryClient } from '@tanstack/react-query';
import { storesManagersQuery } from '../../../lib/api/get-stores-managers';

/**
 * A store change shows in the admin lists and detail, in every store selector (stores-managers)
 * and in the users screens (store links), so all of those are read again.
 */
export function invalidateStores(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['stores-admin'] }),
    client.invalidateQueries({ queryKey: storesManagersQuery().queryKey }),
    client.invalidateQueries({ queryKey: ['users'] }),
  ]).then(() => undefined);
}
