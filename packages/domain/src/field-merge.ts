/**
 * A three-way merge of a record by field: `base` is the version an edit started from, `mine` the
 * edit, `theirs` the version now on the server. Plain objects are merged key by key; anything else
 * (text, a number, a list) is one field. A field only one side changed is taken from that side; a
 * field both sides changed to different values is a question, answered by `prefer`. A field
 * missing from `mine` (undefined) was not edited. Without a base every difference is a question.
 */
export interface FieldMerge<T> {
  /** The record with every field decided: the asked ones as `prefer` says. */
  value: T;
  /** The fields both sides changed differently, by dotted path (`leads.open_lead`). */
  asked: { path: string; mine: unknown; theirs: unknown }[];
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return aKeys.length === bKeys.length && aKeys.every((key) => same((a as Plain)[key], (b as Plain)[key]));
}

export function mergeFields<T>(
  base: T | undefined,
  mine: T,
  theirs: T,
  prefer: 'mine' | 'theirs' = 'mine',
): FieldMerge<T> {
  const asked: FieldMerge<T>['asked'] = [];
  const known = base !== undefined;
  const walk = (b: unknown, m: unknown, t: unknown, path: string): unknown => {
    if (m === undefined) return t;
    if (isPlain(m) && isPlain(t) && (!known || b === undefined || isPlain(b))) {
      const out: Plain = {};
      for (const key of new Set([...Object.keys(t), ...Object.keys(m)])) {
        const inner = walk(isPlain(b) ? b[key] : undefined, m[key], t[key], path ? `${path}.${key}` : key);
        if (inner !== undefined) out[key] = inner;
      }
      return out;
    }
    if (same(m, t)) return t;
    if (known && same(m, b)) return t;
    if (known && same(t, b)) return m;
    asked.push({ path, mine: m, theirs: t });
    return prefer === 'mine' ? m : t;
  };
  return { value: walk(base, mine, theirs, '') as T, asked };
}

/**
 * A list as fields to merge by place (`'2'` → the second item), for a list whose items have no
 * identity both sides share (decision 209). A place the base had and this side no longer has is
 * `null`, a removal; pass the base's length as `baseLength` for each side, the base included.
 */
export type Places<I> = Record<string, I | null>;

export function placesOf<I>(items: readonly I[], baseLength = 0): Places<I> {
  const places: Places<I> = {};
  for (let i = 0; i < Math.max(items.length, baseLength); i += 1) places[String(i + 1)] = items[i] ?? null;
  return places;
}

/** The merged places as a list again, in order of place, without the removed ones. */
export function listOfPlaces<I>(fields: unknown): I[] {
  const places = fields as Record<string, I | null | undefined>;
  return Object.keys(places)
    .map(Number)
    .sort((a, b) => a - b)
    .map((place) => places[String(place)])
    .filter((item): item is I => typeof item === 'object' && item !== null);
}
