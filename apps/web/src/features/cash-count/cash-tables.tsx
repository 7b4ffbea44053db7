import type { ReactNode } from 'react';
import { Card, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BANKS,
  BAR_SAFE_ROWS,
  DENOMINATIONS,
  DENOMINATION_LABELS,
  INITIALS_MAX,
  STARTING_BANK_ROWS,
  type Bank,
  type BarSafeRow,
  type CashierNameRow,
  type CashierRow,
  type Denomination,
  type StartingBankRow,
} from '@dripp/contract/cash-count';
import type { CashCountTotalsCents } from '@dripp/domain/cash-count';
import { COUNT, MONEY, numberProblem } from '../../lib/number-problem';
import { moneyOfCents } from '../../lib/format';
import classes from './cash-count.module.css';
import {
  BANK_LABELS,
  MONEY_COLUMNS,
  NAME_COLUMNS,
  barSafeCellLabel,
  barSafeRowName,
  barSafeTotalLabel,
  cashierCellLabel,
  discrepancyLabel,
  shiftName,
  startingBankCellLabel,
  startingBankTotalLabel,
} from './cash-labels';
import type { CashSheet } from './cash-sheet';

export function Section({
  id,
  title,
  description,
  children,
  scroll = true,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  /** false for the phone cards, which never scroll sideways. */
  scroll?: boolean;
}) {
  return (
    <Card component="section" aria-labelledby={id}>
      <Title order={2} size="h3" c="espresso.9" id={id}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={2}>
          {description}
        </Text>
      )}
      <div className={scroll ? classes.scroll : undefined} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        {children}
      </div>
    </Card>
  );
}

export function Cell({
  value,
  onChange,
  label,
  kind,
  width = 84,
  disabled,
  visibleLabel,
  size = 'xs',
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  kind: 'count' | 'money' | 'text';
  width?: number | string;
  disabled?: boolean;
  /** A shorter label shown above the input (phone cards); `label` stays its accessible name. */
  visibleLabel?: string;
  size?: 'xs' | 'md';
}) {
  // Spec 1 §5 saves 2.7 as 2 and "abc" as 0: say so beside the cell, before Save.
  const problem = kind === 'text' ? undefined : numberProblem(value, kind === 'count' ? COUNT : MONEY);
  return (
    <TextInput
      size={size}
      w={width}
      label={visibleLabel}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-label={label}
      inputMode={kind === 'count' ? 'numeric' : kind === 'money' ? 'decimal' : 'text'}
      placeholder={kind === 'count' ? '0' : kind === 'money' ? '0.00' : undefined}
      maxLength={kind === 'text' ? INITIALS_MAX : 30}
      autoComplete="off"
      className={kind === 'text' ? undefined : classes.money}
      disabled={disabled}
      error={problem}
      data-number-problem={problem ? '' : undefined}
      classNames={problem ? { error: classes.cellError } : undefined}
    />
  );
}

/** A computed amount; `signed` colours a discrepancy (red short, orange over, grey even). */
function Amount({ cents, label, signed = false }: { cents: number; label: string; signed?: boolean }) {
  const tone = !signed ? '' : cents < 0 ? classes.negative : cents > 0 ? classes.positive : classes.zero;
  return (
    <td className={`${classes.total} ${tone}`} aria-label={`${label}: ${moneyOfCents(cents)}`} data-total={label}>
      {moneyOfCents(cents)}
    </td>
  );
}

export interface TableProps {
  sheet: CashSheet;
  totals: CashCountTotalsCents;
  disabled?: boolean;
}

/** Bar safe: how many of each note and coin at each count; the row total is their value. */
export function BarSafeTable({
  sheet,
  totals,
  disabled,
  onChange,
}: TableProps & { onChange: (row: BarSafeRow, denomination: Denomination, value: string) => void }) {
  const { t } = useLingui();
  return (
    <Section id="cash-bar-safe" title={t`Bar Safe`} description={t`Number of notes and coins at each count.`}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th className={classes.sticky} scope="col">
              <Trans>Count</Trans>
            </th>
            {DENOMINATIONS.map((d) => (
              <th key={d} scope="col">
                {DENOMINATION_LABELS[d]}
              </th>
            ))}
            <th scope="col">
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {BAR_SAFE_ROWS.map((row) => (
            <tr key={row}>
              <th className={classes.sticky} scope="row">
                {barSafeRowName(row)}
              </th>
              {DENOMINATIONS.map((d) => (
                <td key={d}>
                  <Cell
                    kind="count"
                    width={50}
                    value={sheet.bar_safe[row][d]}
                    onChange={(value) => onChange(row, d, value)}
                    label={barSafeCellLabel(row, d)}
                    disabled={disabled}
                  />
                </td>
              ))}
              <Amount cents={totals.bar_safe[row]} label={barSafeTotalLabel(row)} />
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Starting banks: the four tills' opening amounts per shift and their sum. */
export function StartingBankTable({
  sheet,
  totals,
  disabled,
  onChange,
}: TableProps & { onChange: (row: StartingBankRow, bank: Bank, value: string) => void }) {
  const { t, i18n } = useLingui();
  const grand = STARTING_BANK_ROWS.reduce((sum, row) => sum + totals.starting_bank[row], 0);
  return (
    <Section
      id="cash-starting-bank"
      title={t`Starting Bank`}
      description={t`Amount in each till at the start of the shift.`}
    >
      <table className={classes.table}>
        <thead>
          <tr>
            <th className={classes.sticky} scope="col">
              <Trans>Shift</Trans>
            </th>
            {BANKS.map((b) => (
              <th key={b} scope="col">
                {i18n._(BANK_LABELS[b])}
              </th>
            ))}
            <th scope="col">
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {STARTING_BANK_ROWS.map((row) => (
            <tr key={row}>
              <th className={classes.sticky} scope="row">
                {shiftName(row)}
              </th>
              {BANKS.map((b) => (
                <td key={b}>
                  <Cell
                    kind="money"
                    width={120}
                    value={sheet.starting_bank[row][b]}
                    onChange={(value) => onChange(row, b, value)}
                    label={startingBankCellLabel(row, b)}
                    disabled={disabled}
                  />
                </td>
              ))}
              <Amount cents={totals.starting_bank[row]} label={startingBankTotalLabel(row)} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th className={classes.sticky} scope="row">
              <Trans>All shifts</Trans>
            </th>
            <td colSpan={BANKS.length} />
            <Amount cents={grand} label={t`Starting bank total`} />
          </tr>
        </tfoot>
      </table>
    </Section>
  );
}

/** The cashier's drawer per denomination: discrepancy = actual + paid outs − expected. */
export function CashierTable({
  sheet,
  totals,
  disabled,
  onMoney,
  onName,
}: TableProps & {
  onMoney: (row: CashierRow, denomination: Denomination, value: string) => void;
  onName: (row: CashierNameRow, denomination: Denomination, value: string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Section
      id="cash-cashier"
      title={t`Cashier`}
      description={t`Discrepancy = actual + paid outs − expected. Total deposit is the sum of actual.`}
    >
      <table className={classes.table}>
        <thead>
          <tr>
            <th className={classes.sticky} scope="col">
              <Trans>Denomination</Trans>
            </th>
            {MONEY_COLUMNS.map((c) => (
              <th key={c.row} scope="col">
                {i18n._(c.label)}
              </th>
            ))}
            <th scope="col">
              <Trans>Discrepancy</Trans>
            </th>
            {NAME_COLUMNS.map((c) => (
              <th key={c.row} scope="col" style={{ textAlign: 'left' }}>
                {i18n._(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DENOMINATIONS.map((d) => (
            <tr key={d}>
              <th className={classes.sticky} scope="row">
                {DENOMINATION_LABELS[d]}
              </th>
              {MONEY_COLUMNS.map((c) => (
                <td key={c.row}>
                  <Cell
                    kind="money"
                    width={72}
                    value={sheet.cashier[c.row][d]}
                    onChange={(value) => onMoney(c.row, d, value)}
                    label={cashierCellLabel(d, c.label)}
                    disabled={disabled}
                  />
                </td>
              ))}
              <Amount cents={totals.discrepancy[d]} label={discrepancyLabel(d)} signed />
              {NAME_COLUMNS.map((c) => (
                <td key={c.row}>
                  <Cell
                    kind="text"
                    width={c.width}
                    value={sheet.cashier_names[c.row][d]}
                    onChange={(value) => onName(c.row, d, value)}
                    label={cashierCellLabel(d, c.label)}
                    disabled={disabled}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th className={classes.sticky} scope="row">
              <Trans>Total Deposit</Trans>
            </th>
            <td colSpan={MONEY_COLUMNS.length - 1} />
            <Amount cents={totals.total_deposit} label={t`Total Deposit`} />
            <td colSpan={NAME_COLUMNS.length + 1} />
          </tr>
          <tr>
            <th className={classes.sticky} scope="row">
              <Trans>Total Discrepancy</Trans>
            </th>
            <td colSpan={MONEY_COLUMNS.length} />
            <Amount cents={totals.total_discrepancy} label={t`Total Discrepancy`} signed />
            <td colSpan={NAME_COLUMNS.length} />
          </tr>
        </tfoot>
      </table>
    </Section>
  );
}
