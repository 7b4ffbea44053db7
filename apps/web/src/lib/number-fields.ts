import { plural, t } from '@lingui/core/macro';
import { notifyError } from './notify';

/** The words under a form when `count` numeric fields are flagged (issue 17 §1). */
export function flaggedText(count: number): string {
  return plural(count, { one: '# value to fix before saving', other: '# values to fix before saving' });
}

/**
 * Save's first step on a form with numeric fields: with flagged values it says why nothing is
 * saved and takes the person to the first one; answers true when Save must stop.
 */
export function refuseFlagged(count: number, message?: string): boolean {
  if (count === 0) return false;
  const flagged = flaggedText(count);
  notifyError(message ?? t`Nothing was saved: ${flagged}`);
  // The first one shown: a page may keep a hidden copy of its fields for the other screen width.
  const first = Array.from(document.querySelectorAll<HTMLElement>('[data-number-problem]')).find(
    (element) => element.getClientRects().length > 0,
  );
  first?.scrollIntoView({ block: 'center' });
  first?.focus();
  return true;
}
