import { authEndpoints } from '@dripp/contract/endpoints/auth';
import { call } from '../../../lib/endpoints';

/**
 * POST /auth/logout with the token being dropped: the server ends every token of the user, so a
 * copied token stops working too. A token that no longer works is simply left behind: sign-out
 * never fails and never redirects.
 */
export async function postLogout(token: string): Promise<void> {
  await call(
    authEndpoints.signOut,
    {},
    {
      public: true,
      notify: false,
      token,
      // An unreachable server must not keep the person on the sign-out screen.
      signal: AbortSignal.timeout(5000),
    },
  ).catch(() => undefined);
}
