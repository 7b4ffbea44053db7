import { TextInput } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { WASTE_DESCRIPTION_MAX } from '@dripp/contract/waste-log';
import { numberProblem } from '../../lib/number-problem';
import { QTY_RULE, VALUE_RULE } from '@dripp/domain/waste-log';
import { i18n } from '../../i18n/i18n';
import { cellLabel, fieldLabel, type Field, type Row } from './waste-log-rows';
import classes from './waste-log.module.css';

/** One cell of a waste log line, in the table or on a card, with its flag. */

const MISSING_DESCRIPTION = msg`Add a description, or this line is dropped on save`;

/** Why a quantity or value cell would not be saved as typed ("3,50" or "abc" would become 0). */
export function numberFlag(row: Row, field: 'qty' | 'value'): string | undefined {
  return numberProblem(row[field], field === 'qty' ? QTY_RULE : VALUE_RULE);
}

/** A line is flagged once it has numbers but no description, or its description was left empty. */
export function missingDescription(row: Row, left: boolean): string | undefined {
  if (row.description.trim()) return undefined;
  return left || row.qty.trim() || row.value.trim() ? i18n._(MISSING_DESCRIPTION) : undefined;
}

export function RowInput({
  row,
  index,
  field,
  onChange,
  withLabel,
  disabled,
  inputRef,
  flag,
  onBlur,
}: {
  row: Row;
  index: number;
  field: Field;
  onChange: (key: string, field: Field, value: string) => void;
  withLabel: boolean;
  disabled: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
  /** The flag beside a line without a description: it is dropped on save (spec 1 §5). */
  flag?: string;
  onBlur?: () => void;
}) {
  const numeric = field !== 'description';
  const problem = field === 'description' ? flag : numberFlag(row, field);
  const { t } = useLingui();
  return (
    <TextInput
      ref={inputRef}
      label={withLabel ? fieldLabel(field) : undefined}
      aria-label={cellLabel(field, index + 1)}
      value={row[field]}
      onChange={(event) => onChange(row.key, field, event.currentTarget.value)}
      inputMode={field === 'qty' ? 'decimal' : field === 'value' ? 'decimal' : undefined}
      placeholder={field === 'description' ? t`What was thrown away` : field === 'qty' ? '0' : '0.00'}
      maxLength={numeric ? 30 : WASTE_DESCRIPTION_MAX}
      autoComplete="off"
      className={numeric ? classes.number : undefined}
      disabled={disabled}
      error={problem}
      data-number-problem={numeric && problem ? '' : undefined}
      onBlur={onBlur}
      data-missing-description={flag ? index + 1 : undefined}
    />
  );
}
