import type { SessionUser, UserRolePermissionData } from '@dripp/contract/session';
import { api } from '../../../lib/api-client';

export interface SignedInUser {
  user: SessionUser;
  userRolePermissionData: UserRolePermissionData;
}

/** GET /user/{username} with the token just issued (it is not stored yet). */
export function getSignedInUser(username: string, token: string): Promise<SignedInUser> {
  return api.get<SignedInUser>(`/user/${encodeURIComponent(username)}`, {
    public: true,
    token,
    fallback: 'Login failed',
  });
}
