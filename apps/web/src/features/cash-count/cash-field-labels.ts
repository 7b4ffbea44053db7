import { msg } from '@lingui/core/macro';
import type {
  Bank,
  BarSafeRow,
  CashierNameRow,
  CashierRow,
  Denomination,
  LeadField,
  StartingBankRow,
} from '@dripp/contract/cash-count';
import { i18n } from '../../i18n/i18n';
import {
  LEAD_LABELS,
  MONEY_COLUMNS,
  NAME_COLUMNS,
  barSafeCellLabel,
  cashierCellLabel,
  startingBankCellLabel,
} from './cash-labels';

const REASON = msg`Reason for the over/short`;

/**
 * A field of the typed count (`sheet.leads.open_lead`, `sheet.bar_safe.open.b20`, `reason`) under
 * the label its input has on the page, for the fields asked about in a conflict (decision 195).
 */
export function cashFieldLabel(path: string): string {
  const [part, section, row, column] = path.split('.');
  if (part === 'reason') return i18n._(REASON);
  switch (section) {
    case 'leads': {
      const label = LEAD_LABELS[row as LeadField];
      return label ? i18n._(label) : row!;
    }
    case 'bar_safe':
      return barSafeCellLabel(row as BarSafeRow, column as Denomination);
    case 'starting_bank':
      return startingBankCellLabel(row as StartingBankRow, column as Bank);
    case 'cashier': {
      const money = MONEY_COLUMNS.find((c) => c.row === (row as CashierRow));
      return money ? cashierCellLabel(column as Denomination, money.label) : path;
    }
    case 'cashier_names': {
      const name = NAME_COLUMNS.find((c) => c.row === (row as CashierNameRow));
      return name ? cashierCellLabel(column as Denomination, name.label) : path;
    }
    default:
      return path;
  }
}
