import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MIN } from '@dripp/contract/session';
import { DEMO_PASSWORD } from './demo';

/** zxcvbn with its common-password, name and word lists (built once: the lists are large). */
let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));

/** zxcvbn's 0..4 score: below 2 a password falls to an online guessing attack in reasonable time. */
const MIN_SCORE = 2;

export const PASSWORD_MESSAGES = {
  length: `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
  personal: 'The password may not contain your username or email address.',
  demo: 'This is the published demo password; choose another.',
  common: 'This password is on a list of the most common passwords; choose another.',
  guessable: 'This password is too easy to guess; add more words or characters.',
} as const;

/** The parts of an account a password must not contain: username, email and the email's name part. */
function personalParts(account: { username?: string | null; email?: string | null }): string[] {
  const email = account.email?.trim().toLowerCase() ?? '';
  return [account.username?.trim().toLowerCase() ?? '', email, email.split('@')[0] ?? ''].filter((p) => p.length >= 3);
}

/**
 * Why a new password is refused, or null when it is acceptable. Used wherever a password is set:
 * reset, invitation and the create-admin command.
 */
export function passwordProblem(
  password: string,
  account: { username?: string | null; email?: string | null },
): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.length;
  const lower = password.toLowerCase();
  const personal = personalParts(account);
  if (personal.some((part) => lower.includes(part))) return PASSWORD_MESSAGES.personal;
  if (password === DEMO_PASSWORD) return PASSWORD_MESSAGES.demo;
  const result = zxcvbn().check(password, personal);
  if (result.score >= MIN_SCORE) return null;
  const onlyCommon = result.sequence.some(
    (m) =>
      m.pattern === 'dictionary' && m.dictionaryName.startsWith('passwords') && m.token.length >= password.length - 2,
  );
  return onlyCommon ? PASSWORD_MESSAGES.common : PASSWORD_MESSAGES.guessable;
}
