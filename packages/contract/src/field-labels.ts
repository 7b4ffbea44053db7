/**
 * The words a person reads for a field named in a 422 `errors` path: the form's own label where
 * the spec gives one, otherwise the key in plain words ("witnessPhone1" → "Witness phone 1",
 * "0.items.1.permissible_score" → "Category 1, item 2, score"). Never the key itself.
 */
const LABELS: Record<string, string> = {
  incidentDate: 'Incident Date',
  incidentTime: 'Incident Time',
  enteredDate: 'Submission Date',
  storeId: 'Store',
  managerId: 'Manager',
  employeeOnDuty1Id: 'Employee on Duty 1',
  employeeOnDuty2Id: 'Employee on Duty 2',
  employeeOnDuty3Id: 'Employee on Duty 3',
  description: 'Description',
  employeeSignature: 'Employee Signature',
  store_id: 'Store',
  manager_id: 'Manager Name',
  score_date: 'Score Date',
  additional_notes: 'Additional notes',
  permissible_score: 'score',
  item_no: 'Item #',
  um: 'U/M',
  address_book_id: 'Service provider',
  request_by: 'Request By (Name)',
  time_given: 'Date Given',
  time_returned: 'Date Returned',
  over_short_reason: 'Reason for the over/short',
  bag: 'Bag number',
};

/** Parents of numbered rows: `scores.2` is "Item 3", `0.items.1` is "Category 1, item 2". */
const ROWS: Record<string, string> = { scores: 'Item', items: 'item', products: 'Line', wastelog: 'Waste Log #' };

function words(key: string): string {
  return key
    .replace(/Id$|_id$/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * `word` gives a piece of the label in the reader's language (the server passes its Spanish
 * lookup); without it the label is the English above, unchanged.
 */
export function fieldLabel(path: string, word: (english: string) => string = (english) => english): string {
  if (!path || path === '_') return word('Request');
  if (LABELS[path]) return word(LABELS[path]);
  const parts: string[] = [];
  const segments = path.split('.');
  segments.forEach((segment, i) => {
    if (/^\d+$/.test(segment)) {
      const parent = segments[i - 1];
      const row = parent && ROWS[parent];
      const n = Number(segment) + 1;
      if (row) parts[parts.length - 1] = row.endsWith('#') ? `${word(row)}${n}` : `${word(row)} ${n}`;
      else if (i === 0) parts.push(`${word('Category')} ${n}`);
      else parts.push(`#${n}`);
      return;
    }
    parts.push(word(LABELS[segment] ?? words(segment)));
  });
  return capital(parts.filter(Boolean).join(', '));
}
