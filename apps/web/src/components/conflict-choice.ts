import { mergeFields, type FieldMerge } from '@dripp/domain/field-merge';
import type { Conflict } from '../lib/use-draft';

/**
 * The rule behind "Keep mine" and "Keep theirs" when someone else saved a record while it was being
 * edited here (decisions 172, 195), apart from the notice that shows it.
 */

/** A leaf of a record as a row of the comparison: where it is, and its text. */
export type Leaves = Record<string, string>;

/** Every leaf of a plain value, by dotted path (`bar_safe.open.b20` → `'2'`). */
export function leavesOf(value: unknown, prefix = ''): Leaves {
  if (value === null || value === undefined) return prefix ? { [prefix]: '' } : {};
  if (typeof value !== 'object') return { [prefix]: String(value) };
  const out: Leaves = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, leavesOf(inner, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

/** One field that differs between the server's version and this phone's, labelled from its path. */
export interface DifferingLeaf {
  key: string;
  label: string;
  theirs: string;
  mine: string;
}

/** The leaves whose text differs (a missing leaf reads as empty), labelled `bar_safe › open › b20`. */
export function differingLeaves(theirs: Leaves, mine: Leaves): DifferingLeaf[] {
  return [...new Set([...Object.keys(theirs), ...Object.keys(mine)])]
    .filter((key) => (theirs[key] ?? '') !== (mine[key] ?? ''))
    .map((key) => ({
      key,
      label: key.replaceAll('.', ' › ').replaceAll('_', ' '),
      theirs: theirs[key] ?? '',
      mine: mine[key] ?? '',
    }));
}

/** What a merge by field (decision 195) needs of the page. */
export interface MergeSource<T> {
  /** The record as the server had it when the edit began (undefined: not known). */
  base: T | undefined;
  /** The record as the server has it now, in the edit's shape (undefined while it loads). */
  theirs: T | undefined;
  /** The server's version now, and the one the edit was based on: theirs is fresh once they differ. */
  version: string | null | undefined;
  /**
   * A record whose fields are not plain keys (the waste log's list of lines): its fields as a plain
   * object to merge (given the base, which a list's removals are counted from), and back again
   * (`mine` lends what is not a field, such as row keys).
   */
  fields?: { of: (value: T, base: T | undefined) => unknown; back: (fields: unknown, mine: T) => T };
}

export interface MergedRecord<T> {
  value: T;
  asked: FieldMerge<T>['asked'];
  /** The merged record is the server's as it is: nothing of the edit is left to save. */
  same: boolean;
}

/** Merges the edit with the server's version by field, in the record's own shape. */
export function mergeRecord<T>(
  merge: Pick<MergeSource<T>, 'fields'>,
  base: T | undefined,
  mine: T,
  theirs: T,
  prefer: 'mine' | 'theirs',
): MergedRecord<T> {
  const of = (value: T) => (merge.fields ? merge.fields.of(value, base) : value);
  const merged = mergeFields(base === undefined ? undefined : of(base), of(mine), of(theirs), prefer);
  const same = JSON.stringify(merged.value) === JSON.stringify(of(theirs));
  return {
    value: merge.fields ? merge.fields.back(merged.value, mine) : (merged.value as T),
    asked: merged.asked,
    same,
  };
}

export interface ConflictChoice<T> {
  /** The edit merged with the server's newer version, mine preferred; null until both are known. */
  merged: MergedRecord<T> | null;
  /** Every changed field was changed on one side only: it is saved with no question. */
  savesByItself: boolean;
  /** Nothing to show yet: the newer version is still to be read, or it leaves nothing to ask. */
  hidden: boolean;
  /** What "Keep mine" saves: the merged record (their other changes kept), else the edit as typed. */
  keepMine: () => T | undefined;
  /**
   * What "Keep theirs" does: drop the edit, or save their value on each asked field with my
   * changes elsewhere (when any are left).
   */
  keepTheirs: () => { drop: true } | { drop: false; value: T };
}

/**
 * The choice a conflict leaves (`conflict` null: none). `basedOn` is the version the edit is based
 * on while no save was refused; `busy` while a save is under way.
 */
export function conflictChoice<T>(
  conflict: Conflict<T> | null,
  merge: MergeSource<T> | undefined,
  basedOn: string | null | undefined,
  busy = false,
): ConflictChoice<T> {
  // The base kept with the save (a queued one too), else the one the page still holds.
  const base = conflict?.base ?? merge?.base;
  const merged =
    conflict && merge?.theirs !== undefined ? mergeRecord(merge, base, conflict.mine, merge.theirs, 'mine') : null;
  // Theirs is the server's newer version once read (a page that could not load reads it after the 409).
  const fresh =
    merge !== undefined && merge.theirs !== undefined && merge.version !== (conflict ? conflict.basedOn : basedOn);
  return {
    merged,
    savesByItself: merged !== null && merged.asked.length === 0 && fresh && !busy,
    hidden: merge !== undefined && conflict !== null && (!fresh || merged?.asked.length === 0),
    keepMine: () => (merged ? merged.value : conflict?.mine),
    keepTheirs: () => {
      if (!conflict || !merge?.theirs) return { drop: true };
      const { value, same } = mergeRecord(merge, base, conflict.mine, merge.theirs, 'theirs');
      return same ? { drop: true } : { drop: false, value };
    },
  };
}
