/**
 * What a person typed into a numeric field, judged before Save (issue 17 §1): the server keeps the
 * spec's lenient parsing (non-numeric as 0, whole counts), so a value it would read differently
 * from what was typed is flagged beside the field, in plain words, and Save waits until it is fixed.
 */

export interface NumberRule {
  /** Whole counts only (bar safe cells, order quantities, scores). */
  whole?: boolean;
  /** Decimals kept (money: 2). Ignored for whole counts. */
  decimals?: number;
  /** Whole digits beyond this are not a plausible amount. */
  maxWholeDigits?: number;
  /** A minus sign is allowed (money moving out). */
  negative?: boolean;
}

export const COUNT: NumberRule = { whole: true, maxWholeDigits: 9 };
export const MONEY: NumberRule = { decimals: 2, maxWholeDigits: 9, negative: true };

// Digits with optional thousands groups ("1,234"), an optional point and fraction, an optional "$".
const NUMBER_RE = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;
// "3,50" or "12,5": a comma followed by one or two digits is a decimal comma, not a thousands group.
const DECIMAL_COMMA_RE = /^-?\$?\d+,\d{1,2}$/;

/**
 * Why a typed number would not be saved as typed: the kind of problem and what the message needs,
 * so that each app words it in the person's language (the web app from its catalogue).
 */
export type NumberIssue =
  | { kind: 'not-number'; value: string }
  | { kind: 'not-whole'; value: string }
  | { kind: 'decimal-comma'; value: string; withPoint: string }
  | { kind: 'negative'; value: string }
  | { kind: 'too-large'; value: string }
  | { kind: 'too-many-decimals'; value: string; decimals: number };

/** Why `text` would not be saved as typed, or undefined when it would (blank is fine: it is empty). */
export function numberIssue(text: string, rule: NumberRule): NumberIssue | undefined {
  const value = text.trim().replace(/\s+/g, '');
  if (!value) return undefined;
  if (DECIMAL_COMMA_RE.test(value)) {
    return rule.whole
      ? { kind: 'not-whole', value }
      : { kind: 'decimal-comma', value, withPoint: value.replace(',', '.') };
  }
  const match = NUMBER_RE.exec(value);
  if (!match || (!match[2] && !match[3])) return { kind: 'not-number', value };
  const [, minus, wholeRaw = '', fraction = ''] = match;
  if (minus && !rule.negative) return rule.whole ? { kind: 'not-whole', value } : { kind: 'negative', value };
  if ((rule.whole && /[1-9]/.test(fraction)) || (rule.whole && value.includes('$'))) {
    return { kind: 'not-whole', value };
  }
  const digits = wholeRaw.replace(/,/g, '').replace(/^0+/, '');
  if (rule.maxWholeDigits != null && digits.length > rule.maxWholeDigits) return { kind: 'too-large', value };
  const decimals = rule.decimals ?? 2;
  if (!rule.whole && fraction.replace(/0+$/, '').length > decimals) {
    return { kind: 'too-many-decimals', value, decimals };
  }
  return undefined;
}

/** A number issue in English. Every message starts with the value itself, so it reads on its own beside a narrow cell. */
export function englishNumberIssue(issue: NumberIssue): string {
  switch (issue.kind) {
    case 'not-number':
      return `${issue.value} is not a number`;
    case 'not-whole':
      return `${issue.value} is not a whole count`;
    case 'decimal-comma':
      return `${issue.value}: use a point for decimals (${issue.withPoint})`;
    case 'negative':
      return `${issue.value} cannot be negative`;
    case 'too-large':
      return `${issue.value} is too large`;
    case 'too-many-decimals':
      return `${issue.value} has more than ${issue.decimals} decimals`;
  }
}

/**
 * Why `text` would not be saved as typed, in English, or undefined when it would. The web app words
 * the same issues in the person's language (apps/web/src/lib/number-problem.ts, decision 292).
 */
export function numberProblem(text: string, rule: NumberRule): string | undefined {
  const issue = numberIssue(text, rule);
  return issue && englishNumberIssue(issue);
}
