import { MEMBER_NAME_MAX, MEMBER_NAMES_MAX } from '@dripp/contract/comm-sheet';

/**
 * Editing rules of a shift's team-member list (spec 1 §5): a blank add is ignored, a blank edit
 * removes the member, and names are kept once each, trimmed, with inner runs of spaces collapsed
 * (the same shape the server stores, so a saved list reloads exactly as it was shown).
 */

/** A name as it is stored: trimmed, single spaces, cut to the stored maximum. */
export function normalizeName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').slice(0, MEMBER_NAME_MAX).trim();
}

function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase();
}

/** Whether one more name can be added (the list holds at most MEMBER_NAMES_MAX names). */
export function canAddName(names: readonly string[]): boolean {
  return names.length < MEMBER_NAMES_MAX;
}

/**
 * Adds a name at the end. Blank input, a name already listed (ignoring case) or a full list
 * leaves the list as it was; the same array is returned then, so callers can tell nothing changed.
 */
export function addName(names: readonly string[], raw: string): readonly string[] {
  const name = normalizeName(raw);
  if (!name || !canAddName(names) || names.some((n) => sameName(n, name))) return names;
  return [...names, name];
}

/** Removes the name at `index` (an index outside the list changes nothing). */
export function removeName(names: readonly string[], index: number): readonly string[] {
  if (index < 0 || index >= names.length) return names;
  return names.filter((_, i) => i !== index);
}

/**
 * Replaces the name at `index`. A blank edit removes the member; an edit that turns the name into
 * another member's name merges the two (the edited entry goes). An unchanged name returns the
 * same array.
 */
export function editName(names: readonly string[], index: number, raw: string): readonly string[] {
  if (index < 0 || index >= names.length) return names;
  const name = normalizeName(raw);
  if (!name) return removeName(names, index);
  if (name === names[index]) return names;
  if (names.some((n, i) => i !== index && sameName(n, name))) return removeName(names, index);
  return names.map((n, i) => (i === index ? name : n));
}
