import { authEndpoints } from '@dripp/contract/endpoints/auth';
import type { SignedInUser } from '@dripp/contract/session';
import { callData } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export type { SignedInUser };

/** GET /user/{username} with the token just issued (it is not stored yet). */
export function getSignedInUser(username: string, token: string): Promise<SignedInUser> {
  return callData(
    authEndpoints.signedInUser,
    { params: { username } },
    { public: true, token, fallback: t`Login failed` },
  );
}
