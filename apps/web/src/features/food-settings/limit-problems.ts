import { msg } from '@lingui/core/macro';
import type { TypeLimits } from '@dripp/contract/food-safety';
import { withinAllowed } from '@dripp/domain/food-safety';
import { i18n } from '../../i18n/i18n';
import type { FieldErrors } from '../../lib/api-client';

/**
 * What the form says before saving, keyed as the server's 422 keys them: a number that is not one,
 * a low above its high, limits outside the allowed range.
 */
export function limitProblems(rows: TypeLimits[]): FieldErrors {
  const errors: FieldErrors = {};
  rows.forEach((row, index) => {
    const at = `type_limits.${index}`;
    let typed = true;
    for (const key of ['low', 'high', 'allowed_low', 'allowed_high'] as const) {
      if (Number.isNaN(row[key])) {
        errors[`${at}.${key}`] = [i18n._(msg`Enter a number`)];
        typed = false;
      }
    }
    if (!typed) return;
    if (row.low != null && row.high != null && row.low > row.high)
      errors[`${at}.high`] = [i18n._(msg`The highest must be at least the lowest`)];
    else if (row.allowed_low != null && row.allowed_high != null && row.allowed_low > row.allowed_high)
      errors[`${at}.allowed_high`] = [i18n._(msg`This must be at least what a unit may go down to`)];
    else if (!withinAllowed({ low: row.low, high: row.high }, { low: row.allowed_low, high: row.allowed_high }))
      errors[`${at}.low`] = [i18n._(msg`The limits must lie within what a unit may go to`)];
  });
  return errors;
}
