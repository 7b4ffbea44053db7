import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@dripp/contract/endpoints/auth';
import { callData } from '../../../lib/endpoints';

/** POST /users/forgot-password {email}; the page shows its own error text (spec 2 §8). */
export function postForgotPassword(input: { email: string }): Promise<unknown> {
  return callData(authEndpoints.forgotPassword, { body: input }, { public: true, notify: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
