import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@dripp/contract/endpoints/auth';
import type { ManagerLoginAnswer } from '@dripp/contract/session';
import { callData } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export type { ManagerLoginAnswer };

/**
 * POST /auth/manager {pin}. Sent with the normal token; a wrong PIN is the screen's failure, not a
 * reason to sign the user out, hence `public`.
 */
export function postManagerLogin(input: { pin: string; token?: string }): Promise<ManagerLoginAnswer> {
  return callData(
    authEndpoints.managerSignIn,
    { body: { pin: input.pin } },
    { public: true, token: input.token, fallback: t`Manager login failed` },
  );
}

export function useManagerLogin() {
  return useMutation({ mutationFn: postManagerLogin });
}
