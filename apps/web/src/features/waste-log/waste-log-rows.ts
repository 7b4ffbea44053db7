import type { WasteLogEntry } from '@dripp/contract/waste-log';
import { formatCents } from '@dripp/domain/cash-count';
import type { Leaves } from '../../components/offline-record-notices';

/** One line of the waste log as typed: text until it is saved. */
export interface Row {
  key: string;
  description: string;
  qty: string;
  value: string;
}

export type Field = 'description' | 'qty' | 'value';

let nextKey = 0;
export const newKey = () => `row-${++nextKey}`;

/** A quantity as typed back into its cell: 1.5 stays "1.5", 2 is "2". */
function qtyText(qty: number): string {
  return qty === 0 ? '' : String(qty);
}

export function rowsFromServer(entries: WasteLogEntry[]): Row[] {
  return entries.map((entry) => ({
    key: `saved-${entry.id}`,
    description: entry.description,
    qty: qtyText(entry.qty),
    value: entry.value === 0 ? '' : formatCents(Math.round(entry.value * 100)),
  }));
}

export const FIELD_LABELS: Record<Field, string> = { description: 'Description', qty: 'Quantity', value: 'Value' };

/** The lines as a conflict compares them: "Waste Log #1 Quantity" → the cell's text. */
export function rowLeaves(rows: Row[]): Leaves {
  const leaves: Leaves = {};
  rows.forEach((row, i) => {
    for (const field of ['description', 'qty', 'value'] as const)
      leaves[`Waste Log #${i + 1} ${FIELD_LABELS[field]}`] = row[field];
  });
  return leaves;
}
