import {
  BAR_SAFE_ROW_LABELS,
  DENOMINATION_LABELS,
  STARTING_BANK_ROW_LABELS,
  type Bank,
  type BarSafeRow,
  type CashierNameRow,
  type CashierRow,
  type Denomination,
  type StartingBankRow,
} from '@dripp/contract/cash-count';
import { BANK_LABELS, MONEY_COLUMNS, NAME_COLUMNS } from './cash-tables';

const LEAD_LABELS: Record<string, string> = {
  open_lead: 'Opening Shift Lead',
  mid_lead: 'Mid Shift Lead',
  close_lead: 'Closing Shift Lead',
  notes: 'Notes',
};

/**
 * A field of the typed count (`sheet.leads.open_lead`, `sheet.bar_safe.open.b20`, `reason`) under
 * the label its input has on the page, for the fields asked about in a conflict (decision 195).
 */
export function cashFieldLabel(path: string): string {
  const [part, section, row, column] = path.split('.');
  if (part === 'reason') return 'Reason for the over/short';
  switch (section) {
    case 'leads':
      return LEAD_LABELS[row!] ?? row!;
    case 'bar_safe':
      return `Bar safe ${BAR_SAFE_ROW_LABELS[row as BarSafeRow]} ${DENOMINATION_LABELS[column as Denomination]}`;
    case 'starting_bank':
      return `${STARTING_BANK_ROW_LABELS[row as StartingBankRow]} ${BANK_LABELS[column as Bank]}`;
    case 'cashier':
      return `${DENOMINATION_LABELS[column as Denomination]} ${MONEY_COLUMNS.find((c) => c.row === (row as CashierRow))?.label}`;
    case 'cashier_names':
      return `${DENOMINATION_LABELS[column as Denomination]} ${NAME_COLUMNS.find((c) => c.row === (row as CashierNameRow))?.label}`;
    default:
      return path;
  }
}
