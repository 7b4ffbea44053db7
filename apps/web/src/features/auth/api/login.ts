import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@dripp/contract/endpoints/auth';
import type { LoginInput } from '@dripp/contract/session';
import { callData } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export type { LoginInput };

/** POST /auth: a username or email and the password answer a token (spec 2 §7). */
export function postLogin(input: LoginInput): Promise<{ token: string }> {
  return callData(authEndpoints.signIn, { body: input }, { public: true, fallback: t`Login failed` });
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
