import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface LoginInput {
  username: string;
  password: string;
  remember_me: boolean;
}

/** POST /auth: a username or email and the password answer a token (spec 2 §7). */
export function postLogin(input: LoginInput): Promise<{ token: string }> {
  return api.post<{ token: string }>('/auth', input, { public: true, fallback: 'Login failed' });
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
