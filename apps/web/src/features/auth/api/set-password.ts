import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SetPasswordInput {
  code: string;
  password: string;
  password_confirm: string;
}

export type SetPasswordKind = 'reset' | 'invite';

const ENDPOINT: Record<SetPasswordKind, string> = {
  reset: '/users/reset-password',
  invite: '/users/invite',
};

/** POST /users/reset-password or /users/invite {code, password, password_confirm}. */
export function postSetPassword(kind: SetPasswordKind, input: SetPasswordInput): Promise<unknown> {
  return api.post<unknown>(ENDPOINT[kind], input, { public: true, fallback: 'Password reset failed' });
}

export function useSetPassword(kind: SetPasswordKind) {
  return useMutation({ mutationFn: (input: SetPasswordInput) => postSetPassword(kind, input) });
}
