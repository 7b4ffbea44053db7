import type { QueryClient } from '@tanstack/react-query';

/** Roles head the matrix columns and fill the users' and stores' role pickers. */
export function invalidateRoles(client: QueryClient): Promise<void> {
  return Promise.all(
    [['roles'], ['role-permissions'], ['stores-roles'], ['users'], ['stores-admin']].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
