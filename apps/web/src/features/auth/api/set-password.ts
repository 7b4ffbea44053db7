import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@dripp/contract/endpoints/auth';
import type { SetPasswordInput } from '@dripp/contract/session';
import { callData } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export type { SetPasswordInput };

export type SetPasswordKind = 'reset' | 'invite';

const ENDPOINT = {
  reset: authEndpoints.resetPassword,
  invite: authEndpoints.acceptInvite,
} as const;

/** POST /users/reset-password or /users/invite {code, password, password_confirm}. */
export function postSetPassword(kind: SetPasswordKind, input: SetPasswordInput): Promise<unknown> {
  return callData(ENDPOINT[kind], { body: input }, { public: true, fallback: t`Password reset failed` });
}

export function useSetPassword(kind: SetPasswordKind) {
  return useMutation({ mutationFn: (input: SetPasswordInput) => postSetPassword(kind, input) });
}
