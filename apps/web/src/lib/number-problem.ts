import { t } from '@lingui/core/macro';
import { numberIssue, type NumberIssue, type NumberRule } from '@dripp/domain/number-entry';

export { COUNT, MONEY, type NumberRule } from '@dripp/domain/number-entry';

/** A number issue in the active language; the English is the domain's (englishNumberIssue), word for word. */
export function numberIssueText(issue: NumberIssue): string {
  const { value } = issue;
  switch (issue.kind) {
    case 'not-number':
      return t`${value} is not a number`;
    case 'not-whole':
      return t`${value} is not a whole count`;
    case 'decimal-comma': {
      const { withPoint } = issue;
      return t`${value}: use a point for decimals (${withPoint})`;
    }
    case 'negative':
      return t`${value} cannot be negative`;
    case 'too-large':
      return t`${value} is too large`;
    case 'too-many-decimals': {
      const { decimals } = issue;
      return t`${value} has more than ${decimals} decimals`;
    }
  }
}

/**
 * Why `text` would not be saved as typed, in the active language, or undefined when it would: the
 * domain's judgement (issue 17 §1) with words from the catalogue.
 */
export function numberProblem(text: string, rule: NumberRule): string | undefined {
  const issue = numberIssue(text, rule);
  return issue && numberIssueText(issue);
}
