import type { SetPasswordRequest } from '@dripp/contract/session';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { oneTimeCodes, users } from '../../db/schema/index';
import { consumeAccountCode, issueAccountCode, retireAccountCodes } from '../../platform/account-codes';
import type { AppContext } from '../../platform/context';
import type { RequestAddress } from '../../platform/mail-links';
import { invalid, type FieldErrors } from '../../platform/errors';
import { passwordProblem } from '../../platform/password-policy';
import { hashPassword } from '../../platform/passwords';
import { codeDigest } from '../../platform/secrets';
import { signOutEverywhere } from '../../platform/sessions';

export const FORGOT_PASSWORD_MESSAGE = 'If an account uses this email, a reset link has been sent to it.';
export const INVALID_LINK = 'This link is invalid or has expired.';
export const PASSWORD_SET_MESSAGE = {
  reset: 'You have successfully reset your password. Please continue to login.',
  invite: 'You have successfully created a password. Please continue to login.',
} as const;

/** Mails a reset link when an active account has this email; silently does nothing otherwise. */
export async function sendPasswordReset(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'mailLinkBase'>,
  email: string,
  request: RequestAddress,
): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, isNull(users.deletedAt)));
  if (user) await issueAccountCode(ctx, user, 'reset', request);
}

function passwordErrors(
  password: string,
  confirmation: string,
  account: { username: string; email: string } | undefined,
): FieldErrors | null {
  const errors: FieldErrors = {};
  const problem = passwordProblem(password, account ?? {});
  if (problem) errors.password = [problem];
  if (password !== confirmation) errors.password_confirm = ['The passwords do not match.'];
  return Object.keys(errors).length ? errors : null;
}

/** The account an open code was issued to, read without spending the code. */
async function accountOfCode(ctx: Pick<AppContext, 'db'>, code: string, purpose: 'reset' | 'invite') {
  const [row] = await ctx.db
    .select({ username: users.username, email: users.email })
    .from(oneTimeCodes)
    .innerJoin(users, eq(users.id, oneTimeCodes.userId))
    .where(
      and(
        eq(oneTimeCodes.codeHash, codeDigest(code)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    );
  return row;
}

/**
 * Sets the password of the user a reset or invite code was issued to. The code is spent and the
 * hash written in one transaction: either both happen or neither.
 */
export async function setPasswordWithCode(
  ctx: Pick<AppContext, 'db'>,
  purpose: 'reset' | 'invite',
  input: SetPasswordRequest,
): Promise<void> {
  // Checked against the account the code belongs to (its username and email may not be in it).
  const account = await accountOfCode(ctx, input.code, purpose);
  const errors = passwordErrors(input.password, input.password_confirm, account);
  if (errors) throw invalid(Object.values(errors)[0]![0]!, errors);
  // Hashed before the transaction, which then stays short.
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeAccountCode(tx, input.code, purpose);
    if (userId === null) throw invalid(INVALID_LINK);
    const updated = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(), updatedBy: userId })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!updated.length) throw invalid(INVALID_LINK);
    await retireAccountCodes(tx, userId);
    // Whoever held the old password (or a token issued with it) is signed out, and gets no pushes.
    await signOutEverywhere(tx, userId);
  });
}
