import type { QueryClient } from '@tanstack/react-query';

/**
 * A change to a person shows in the users list and detail, in profiles and in the store detail's
 * Users table, so all of those are read again.
 */
export function invalidateUsers(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['users'] }),
    client.invalidateQueries({ queryKey: ['profile'] }),
    client.invalidateQueries({ queryKey: ['stores-admin'] }),
  ]).then(() => undefined);
}
