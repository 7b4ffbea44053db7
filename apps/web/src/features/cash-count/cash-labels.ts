import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DENOMINATION_LABELS,
  type Bank,
  type BarSafeRow,
  type CashierNameRow,
  type CashierRow,
  type Denomination,
  type DepositStatus,
  type LeadField,
  type StartingBankRow,
} from '@dripp/contract/cash-count';
import { i18n } from '../../i18n/i18n';

/*
 * The cash count's labels in the active language: the desktop tables, the phone cards and the
 * conflict's field names say the same words, read when they are shown.
 */

export const BANK_LABELS: Record<Bank, MessageDescriptor> = {
  bank1: msg`Starting Bank 1`,
  bank2: msg`Starting Bank 2`,
  bank3: msg`Starting Bank 3`,
  bank4: msg`Starting Bank 4`,
};

/** A till's name on a phone card, where the section already says "Starting Bank". */
export const SHORT_BANK_LABELS: Record<Bank, MessageDescriptor> = {
  bank1: msg`Bank 1`,
  bank2: msg`Bank 2`,
  bank3: msg`Bank 3`,
  bank4: msg`Bank 4`,
};

export const MONEY_COLUMNS: { row: CashierRow; label: MessageDescriptor }[] = [
  { row: 'bank', label: msg`Bank` },
  { row: 'expected', label: msg`Expected` },
  { row: 'paid', label: msg`Paid Outs` },
  { row: 'actual', label: msg`Actual` },
];

export const NAME_COLUMNS: { row: CashierNameRow; label: MessageDescriptor; width: number }[] = [
  { row: 'name', label: msg`Name`, width: 96 },
  { row: 'cinit', label: msg`Cashier Initials`, width: 64 },
  { row: 'linit', label: msg`Lead Initials`, width: 64 },
];

export const LEAD_LABELS: Record<LeadField, MessageDescriptor> = {
  open_lead: msg`Opening Shift Lead`,
  mid_lead: msg`Mid Shift Lead`,
  close_lead: msg`Closing Shift Lead`,
  notes: msg`Notes`,
};

/*
 * The contract's row and state labels (BAR_SAFE_ROW_LABELS, STARTING_BANK_ROW_LABELS,
 * DEPOSIT_STATUS_LABELS) in the same English, kept here with a context: "Open" and "Verified" are
 * also a corrective action's states, which Spanish says differently.
 */
const BAR_SAFE_ROW_NAMES: Record<BarSafeRow, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'cash count' }),
  mid: msg({ message: 'Mid', context: 'cash count' }),
  bclose: msg`Begin Close`,
  eclose: msg`End Close`,
};
const SHIFT_NAMES: Record<StartingBankRow, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'cash count' }),
  mid: msg({ message: 'Mid', context: 'cash count' }),
  close: msg({ message: 'Close', context: 'cash count' }),
};
const DEPOSIT_STATUS_NAMES: Record<DepositStatus, MessageDescriptor> = {
  counted: msg({ message: 'Counted', context: 'cash deposit' }),
  deposited: msg({ message: 'Deposited', context: 'cash deposit' }),
  verified: msg({ message: 'Verified', context: 'cash deposit' }),
};

/** A bar safe count's name (Open, Mid, Begin Close, End Close). */
export const barSafeRowName = (row: BarSafeRow): string => i18n._(BAR_SAFE_ROW_NAMES[row]);
/** A starting bank's shift (Open, Mid, Close). */
export const shiftName = (row: StartingBankRow): string => i18n._(SHIFT_NAMES[row]);
/** Where the day's cash is (Counted, Deposited, Verified). */
export const depositStatusName = (status: DepositStatus): string => i18n._(DEPOSIT_STATUS_NAMES[status]);

export function barSafeCellLabel(row: BarSafeRow, d: Denomination): string {
  const count = barSafeRowName(row);
  const denomination = DENOMINATION_LABELS[d];
  return i18n._(msg`Bar safe ${count} ${denomination}`);
}

export function barSafeTotalLabel(row: BarSafeRow): string {
  const count = barSafeRowName(row);
  return i18n._(msg`Bar safe ${count} total`);
}

export function startingBankCellLabel(row: StartingBankRow, b: Bank): string {
  const shift = shiftName(row);
  const bank = i18n._(BANK_LABELS[b]);
  return `${shift} ${bank}`;
}

export function startingBankTotalLabel(row: StartingBankRow): string {
  const shift = shiftName(row);
  return i18n._(msg`Starting bank ${shift} total`);
}

/** A cashier cell: the note or coin, then its column (Bank, Expected, Name, Cashier Initials...). */
export function cashierCellLabel(d: Denomination, columnLabel: MessageDescriptor): string {
  const denomination = DENOMINATION_LABELS[d];
  const column = i18n._(columnLabel);
  return `${denomination} ${column}`;
}

export function discrepancyLabel(d: Denomination): string {
  const denomination = DENOMINATION_LABELS[d];
  return i18n._(msg`${denomination} discrepancy`);
}
