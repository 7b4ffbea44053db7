import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /users/forgot-password {email}; the page shows its own error text (spec 2 §8). */
export function postForgotPassword(input: { email: string }): Promise<unknown> {
  return api.post<unknown>('/users/forgot-password', input, { public: true, notify: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
