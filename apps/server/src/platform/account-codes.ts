import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeCodes } from '../db/schema/index';
import type { AppContext } from './context';
import type { RequestAddress } from './mail-links';
import { codeDigest, randomCode } from './secrets';
import { say, type Language } from './words';

export type AccountCodePurpose = 'reset' | 'invite';

/** How long a mailed link stays usable (DESIGN §5). */
export const CODE_LIFETIME_MS: Record<AccountCodePurpose, number> = {
  reset: 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
};

const LINK_PATH: Record<AccountCodePurpose, string> = {
  reset: '/reset-password/',
  invite: '/user-invite/',
};

interface MailText {
  subject: string;
  intro: string;
  action: string;
  validity: string;
}

function mailText(purpose: AccountCodePurpose, language: Language): MailText {
  if (purpose === 'reset')
    return {
      subject: say('Reset your Dripp Portal password', language),
      intro: say('We received a request to reset the password of your Dripp Portal account.', language),
      action: say('Reset password', language),
      validity: say(
        'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this message.',
        language,
      ),
    };
  return {
    subject: say('Your Dripp Portal account', language),
    intro: say(
      'An account has been created for you on the Dripp Portal. Choose a password to start using it.',
      language,
    ),
    action: say('Create password', language),
    validity: say('The link works once and expires in 7 days.', language),
  };
}

/** No trusted address to build the link on (see mailLinkBase): nothing was created or mailed. */
export class NoLinkBaseError extends Error {
  constructor(host: string) {
    super(
      `No link mailed: the host ${JSON.stringify(host.slice(0, 100))} is not one clean host name and port that is PUBLIC_URL, loopback or in PUBLIC_HOSTS`,
    );
  }
}

/**
 * Creates a single-use code for the user, keeps only its digest, and mails the link that carries
 * it (`/reset-password/{code}` or `/user-invite/{code}`). The account's earlier codes of the same
 * purpose are retired in the same transaction: only the newest link works. The link's base is
 * ctx.mailLinkBase of the asking request; without one nothing is created and NoLinkBaseError is thrown.
 */
export async function issueAccountCode(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'mailLinkBase'>,
  user: { id: number; email: string; firstName: string; language: Language },
  purpose: AccountCodePurpose,
  request: RequestAddress,
): Promise<void> {
  const base = ctx.mailLinkBase(request);
  if (!base) throw new NoLinkBaseError(request.host);
  const code = randomCode();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
    await tx.insert(oneTimeCodes).values({
      userId: user.id,
      purpose,
      codeHash: codeDigest(code),
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS[purpose]),
    });
  });
  const url = `${base}${LINK_PATH[purpose]}${code}`;
  await ctx.mailer.send({ to: user.email, ...accountCodeMail(purpose, user.firstName, url, user.language) });
}

/** The mail in the recipient's own language. */
function accountCodeMail(purpose: AccountCodePurpose, firstName: string, link: string, language: Language) {
  const t = mailText(purpose, language);
  const greeting = say(`Hello ${firstName},`, language);
  const text = [greeting, '', t.intro, '', `${t.action}: ${link}`, '', t.validity, '', 'Dripp Portal'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.validity)}</p>`,
    '<p>Dripp Portal</p>',
  ].join('\n');
  return { subject: t.subject, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Spends a code: marks it used and answers its user id, or null when the code is unknown, of
 * another purpose, already used or expired. The single conditional update makes two concurrent
 * uses of one code succeed at most once. Run it inside the transaction that applies the change.
 */
export async function consumeAccountCode(db: Db, code: string, purpose: AccountCodePurpose): Promise<number | null> {
  const now = new Date();
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.codeHash, codeDigest(code)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return row?.userId ?? null;
}

/** Retires every code still open for the user, once one of them has done its job. */
export async function retireAccountCodes(db: Db, userId: number): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt)));
}
