import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startSession } from '../../lib/session';
import { readClaims } from '../../lib/jwt';
import { clearErrorToasts } from '../../lib/notify';
import { sendPendingSignOuts } from '../../lib/pending-sign-out';
import { activateLanguage, isLanguage } from '../../i18n/i18n';
import { getSignedInUser } from './api/get-signed-in-user';
import { postLogin, type LoginInput } from './api/login';

/**
 * Sign-in (spec 2 §4): the token first, then the user it belongs to; both are stored together so
 * a half-finished sign-in never leaves a token without its name and permissions.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      // An earlier offline sign-out reaches the server first: arriving later, it would end this sign-in.
      await sendPendingSignOuts();
      const { token } = await postLogin(input);
      // The visitor may have typed an email; the token names the account.
      const username = readClaims(token).username ?? input.username;
      const { user, userRolePermissionData } = await getSignedInUser(username, token);
      return { token, user, userRolePermissionData };
    },
    onSuccess: async ({ token, user, userRolePermissionData }) => {
      queryClient.clear();
      clearErrorToasts();
      // The person's stored language wins over this device's, from the first page after sign-in on;
      // should its words fail to load, the sign-in still goes ahead.
      if (isLanguage(user.language)) await activateLanguage(user.language).catch(() => undefined);
      startSession({ token, userName: user.username, userId: user.id, permissions: userRolePermissionData });
    },
  });
}
