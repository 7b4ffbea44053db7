import { useState } from 'react';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  BANKS,
  BAR_SAFE_ROWS,
  DENOMINATIONS,
  DENOMINATION_LABELS,
  STARTING_BANK_ROWS,
  type Bank,
  type BarSafeRow,
  type CashierNameRow,
  type CashierRow,
  type Denomination,
  type StartingBankRow,
} from '@dripp/contract/cash-count';
import { moneyOfCents } from '../../lib/format';
import classes from './cash-count.module.css';
import {
  MONEY_COLUMNS,
  NAME_COLUMNS,
  SHORT_BANK_LABELS,
  barSafeCellLabel,
  barSafeRowName,
  barSafeTotalLabel,
  cashierCellLabel,
  discrepancyLabel,
  shiftName,
  startingBankCellLabel,
  startingBankTotalLabel,
} from './cash-labels';
import { Cell, Section, type TableProps } from './cash-tables';

/**
 * The cash count on a phone (spec 1 §2, issue "phone first"): no sideways spreadsheet. Each
 * section is a column of large inputs filled top to bottom with one thumb; the accessible names and
 * the computed totals are the same as the desktop tables', so both read and save the same sheet.
 */

/** A computed amount on a card; `signed` colours a discrepancy like the tables do. */
function AmountLine({
  cents,
  label,
  caption,
  signed = false,
  strong = false,
}: {
  cents: number;
  label: string;
  caption: string;
  signed?: boolean;
  strong?: boolean;
}) {
  const tone = !signed ? '' : cents < 0 ? classes.negative : cents > 0 ? classes.positive : classes.zero;
  return (
    <Group justify="space-between" wrap="nowrap" className={strong ? classes.cardTotal : undefined}>
      <Text size="sm" c="dimmed" fw={strong ? 700 : 500}>
        {caption}
      </Text>
      <span className={`${classes.amount} ${tone}`} aria-label={`${label}: ${moneyOfCents(cents)}`} data-total={label}>
        {moneyOfCents(cents)}
      </span>
    </Group>
  );
}

/** Bar safe: choose the count (Open, Mid, ...), then one line per note and coin. */
export function BarSafeCards({
  sheet,
  totals,
  disabled,
  onChange,
}: TableProps & { onChange: (row: BarSafeRow, denomination: Denomination, value: string) => void }) {
  const { t } = useLingui();
  const [row, setRow] = useState<BarSafeRow>('open');
  const count = barSafeRowName(row);
  return (
    <Section
      id="cash-bar-safe"
      title={t`Bar Safe`}
      description={t`Number of notes and coins at each count.`}
      scroll={false}
    >
      <SegmentedControl
        fullWidth
        size="sm"
        value={row}
        onChange={(value) => setRow(value as BarSafeRow)}
        data={BAR_SAFE_ROWS.map((value) => ({ value, label: barSafeRowName(value) }))}
        aria-label={t`Count`}
        mb="sm"
        className={classes.segments}
      />
      <Stack gap={0}>
        {DENOMINATIONS.map((d) => (
          <Group key={d} justify="space-between" wrap="nowrap" className={classes.cardLine}>
            <Text fw={600} size="lg" className={classes.denomination}>
              {DENOMINATION_LABELS[d]}
            </Text>
            <Cell
              kind="count"
              size="md"
              width={132}
              value={sheet.bar_safe[row][d]}
              onChange={(value) => onChange(row, d, value)}
              label={barSafeCellLabel(row, d)}
              disabled={disabled}
            />
          </Group>
        ))}
      </Stack>
      <AmountLine strong cents={totals.bar_safe[row]} caption={t`${count} total`} label={barSafeTotalLabel(row)} />
    </Section>
  );
}

/** Starting banks: one card per shift with its four tills. */
export function StartingBankCards({
  sheet,
  totals,
  disabled,
  onChange,
}: TableProps & { onChange: (row: StartingBankRow, bank: Bank, value: string) => void }) {
  const { t, i18n } = useLingui();
  const grand = STARTING_BANK_ROWS.reduce((sum, row) => sum + totals.starting_bank[row], 0);
  const shiftTotal = (row: StartingBankRow) => {
    const shift = shiftName(row);
    return t`${shift} total`;
  };
  return (
    <Section
      id="cash-starting-bank"
      title={t`Starting Bank`}
      description={t`Amount in each till at the start of the shift.`}
      scroll={false}
    >
      <Stack gap="sm">
        {STARTING_BANK_ROWS.map((row) => (
          <Paper key={row} withBorder p="sm" radius="md" className={classes.card}>
            <Text fw={700} mb="xs">
              {shiftName(row)}
            </Text>
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
              {BANKS.map((b) => (
                <Cell
                  key={b}
                  kind="money"
                  size="md"
                  width="100%"
                  visibleLabel={i18n._(SHORT_BANK_LABELS[b])}
                  value={sheet.starting_bank[row][b]}
                  onChange={(value) => onChange(row, b, value)}
                  label={startingBankCellLabel(row, b)}
                  disabled={disabled}
                />
              ))}
            </SimpleGrid>
            <AmountLine
              cents={totals.starting_bank[row]}
              caption={shiftTotal(row)}
              label={startingBankTotalLabel(row)}
            />
          </Paper>
        ))}
        <AmountLine strong cents={grand} caption={t`All shifts`} label={t`Starting bank total`} />
      </Stack>
    </Section>
  );
}

const SHORT_NAME_LABELS: Record<CashierNameRow, MessageDescriptor> = {
  name: msg`Name`,
  cinit: msg`Cashier`,
  linit: msg`Lead`,
};

/** The cashier's drawer: one card per note and coin. */
export function CashierCards({
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
      scroll={false}
    >
      <Stack gap="sm">
        {DENOMINATIONS.map((d) => (
          <Paper key={d} withBorder p="sm" radius="md" className={classes.card} data-denomination={d}>
            <Group justify="space-between" align="baseline" mb={4} wrap="nowrap">
              <Text fw={700} size="lg">
                {DENOMINATION_LABELS[d]}
              </Text>
              <AmountLine signed cents={totals.discrepancy[d]} caption={t`Discrepancy`} label={discrepancyLabel(d)} />
            </Group>
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
              {MONEY_COLUMNS.map((c) => (
                <Cell
                  key={c.row}
                  kind="money"
                  size="md"
                  width="100%"
                  visibleLabel={i18n._(c.label)}
                  value={sheet.cashier[c.row][d]}
                  onChange={(value) => onMoney(c.row, d, value)}
                  label={cashierCellLabel(d, c.label)}
                  disabled={disabled}
                />
              ))}
            </SimpleGrid>
            <div className={classes.names}>
              {NAME_COLUMNS.map((c) => (
                <Cell
                  key={c.row}
                  kind="text"
                  size="md"
                  width="100%"
                  visibleLabel={i18n._(SHORT_NAME_LABELS[c.row])}
                  value={sheet.cashier_names[c.row][d]}
                  onChange={(value) => onName(c.row, d, value)}
                  label={cashierCellLabel(d, c.label)}
                  disabled={disabled}
                />
              ))}
            </div>
          </Paper>
        ))}
        <Stack gap={4} mt="xs">
          <AmountLine strong cents={totals.total_deposit} caption={t`Total Deposit`} label={t`Total Deposit`} />
          <AmountLine
            signed
            cents={totals.total_discrepancy}
            caption={t`Total Discrepancy`}
            label={t`Total Discrepancy`}
          />
        </Stack>
      </Stack>
    </Section>
  );
}
