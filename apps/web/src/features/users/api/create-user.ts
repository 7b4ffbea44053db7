import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import type { UserCreateRequest } from '@dripp/contract/users';
import { call } from '../../../lib/endpoints';
import { invalidateUsers } from './invalidate-users';
import { t } from '@lingui/core/macro';

export interface CreatedUser {
  id: number;
  /** The server's words: a success, or that the invitation mail could not be sent. */
  message?: string;
}

/** POST /users: the new user, optionally linked to a store with a role; the server mails the invitation. */
export async function createUser(input: UserCreateRequest): Promise<CreatedUser> {
  const answer = await call(usersEndpoints.create, { body: input }, { fallback: t`Could not save User` });
  return { id: answer.data.id, message: answer.message };
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateUsers(client) });
}
