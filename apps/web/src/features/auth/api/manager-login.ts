import { useMutation } from '@tanstack/react-query';
import type { UserRolePermissionData } from '@dripp/contract/session';
import { api } from '../../../lib/api-client';

export interface ManagerLoginAnswer {
  token: string;
  userRolePermissionData: UserRolePermissionData;
}

/**
 * POST /auth/manager {pin}. Sent with the normal token; a wrong PIN is the screen's failure, not a
 * reason to sign the user out, hence `public`.
 */
export function postManagerLogin(input: { pin: string; token?: string }): Promise<ManagerLoginAnswer> {
  return api.post<ManagerLoginAnswer>(
    '/auth/manager',
    { pin: input.pin },
    { public: true, token: input.token, fallback: 'Manager login failed' },
  );
}

export function useManagerLogin() {
  return useMutation({ mutationFn: postManagerLogin });
}
