import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WasteLogEntry } from '@dripp/contract/waste-log';
import { formatCents } from '@dripp/domain/money';
import { listOfPlaces, placesOf, type Places } from '@dripp/domain/field-merge';
import { i18n } from '../../i18n/i18n';

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

const FIELD_LABELS: Record<Field, MessageDescriptor> = {
  description: msg`Description`,
  qty: msg`Quantity`,
  value: msg`Value`,
};

/** A field's label (Description, Quantity, Value) in the active language. */
export const fieldLabel = (field: Field): string => i18n._(FIELD_LABELS[field]);

/** A line's name as its card is titled: "Waste Log #2". */
export const lineName = (number: number | string): string => i18n._(msg`Waste Log #${number}`);

/** A cell's accessible name: "Quantity of Waste Log #2". */
export function cellLabel(field: Field, number: number | string): string {
  const label = fieldLabel(field);
  return i18n._(msg`${label} of Waste Log #${number}`);
}

type Cells = Omit<Row, 'key'>;

/**
 * The lines as a merge by field sees them (decision 209): each line by its place (`2.qty`), a line
 * the base had and these rows no longer have as removed. The server gives lines new ids on every
 * save, so the place is what both sides share.
 */
export function linesOf(rows: Row[], base: Row[] | undefined): Places<Cells> {
  return placesOf(
    rows.map(({ description, qty, value }) => ({ description, qty, value })),
    base?.length ?? 0,
  );
}

/** The merged lines as rows again; a line at a place mine also has keeps its key. */
export function rowsOfLines(fields: unknown, mine: Row[]): Row[] {
  return listOfPlaces<Cells>(fields).map((cells, i) => ({ key: mine[i]?.key ?? newKey(), ...cells }));
}

/** A merged field under the label its input carries: `2.qty` → "Quantity of Waste Log #2". */
export function lineLabel(path: string): string {
  const [place, field] = path.split('.');
  return field ? cellLabel(field as Field, place!) : lineName(place!);
}

/** A cell as typed, or a whole line asked about (one side removed it). */
export function showLine(_path: string, value: unknown): string {
  if (value === null || value === undefined) return i18n._(msg`Removed`);
  if (typeof value !== 'object') return String(value);
  const { description, qty, value: cost } = value as Cells;
  return [description, qty && i18n._(msg`Quantity ${qty}`), cost && i18n._(msg`Value ${cost}`)]
    .filter(Boolean)
    .join(', ');
}
