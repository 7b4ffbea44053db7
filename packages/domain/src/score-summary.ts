/**
 * The Points Docked summary of an evaluation (spec 3 §2.4, §5): one calculation for the form, the
 * view and the server, which stores the totals it gives and never the client's.
 */

export interface ScoredItem {
  /** The most points the item can get. */
  permissible_score: unknown;
  /** The points given, 0 to `permissible_score`; null or undefined while the item is unscored. */
  score: unknown;
  /** Marked not applicable: left out of both the score and the total possible. */
  not_applicable?: boolean;
}

/** An item that has a score: not left unscored and not marked not applicable. */
export function isScored(item: ScoredItem): boolean {
  return !item.not_applicable && item.score != null && item.score !== '';
}

export interface DockedRow {
  /** Points docked on one item (1 to the highest permissible score). */
  value: number;
  /** How many items are docked that many points. */
  count: number;
  /** value × count. */
  product: number;
}

export interface ScoreSummary {
  rows: DockedRow[];
  totalDocked: number;
  /** The sum of the permissible scores: the sheet's `total_score`. */
  totalPossible: number;
  /** Total possible less total docked: the sheet's `evaluated_score`. */
  lessTotalDocked: number;
  totalScore: number;
  /** Evaluated over possible × 100, to 2 decimals; 0 when that is not a number. */
  percentage: number;
}

/** A whole number of points, 0 or more; anything that is not a finite number counts as 0. */
function points(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return 0;
  return Math.floor(n);
}

/** Rounds to 2 decimals, half away from zero, without binary surprises (1.005 → 1.01). */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return (Math.sign(value) * Math.round(Number(`${Math.abs(value)}e2`))) / 100 || 0;
}

/**
 * Only what was scored counts: an unscored item is not docked (nor possible) until it is scored,
 * and an item marked not applicable never is (issue 17 §2).
 */
export function scoreSummary(items: readonly ScoredItem[]): ScoreSummary {
  const normalised = items.filter(isScored).map((item) => {
    const permissible = points(item.permissible_score);
    return { permissible, score: Math.min(points(item.score), permissible) };
  });
  const highest = normalised.reduce((max, item) => Math.max(max, item.permissible), 0);
  const rows: DockedRow[] = Array.from({ length: highest }, (_, i) => ({ value: i + 1, count: 0, product: 0 }));
  let totalPossible = 0;
  let totalDocked = 0;
  for (const { permissible, score } of normalised) {
    totalPossible += permissible;
    const docked = permissible - score;
    totalDocked += docked;
    if (docked > 0) {
      const row = rows[docked - 1]!;
      row.count += 1;
      row.product += docked;
    }
  }
  const lessTotalDocked = totalPossible - totalDocked;
  return {
    rows,
    totalDocked,
    totalPossible,
    lessTotalDocked,
    totalScore: lessTotalDocked,
    percentage: scorePercentage(lessTotalDocked, totalPossible),
  };
}

/** A sheet's score %: evaluated over possible × 100, to 2 decimals; 0 when nothing was possible. */
export function scorePercentage(evaluated: number, possible: number): number {
  return possible > 0 ? round2((evaluated / possible) * 100) : 0;
}
