import { sql } from 'drizzle-orm';
import type {
  Overview,
  OverviewGroup,
  OverviewMeasures,
  OverviewQuery,
  OverviewStore,
  OverviewStoreDays,
  OverviewTrends,
} from '@dripp/contract/overview';
import { todayIn } from '@dripp/domain/dates';
import { localTimeZone } from '@dripp/contract/time-zones';
import { round2, scorePercentage } from '@dripp/domain/score-summary';
import { sqlRows } from '../../db/prepared';
import { requireAt, type Principal } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { AppContext } from '../../platform/context';
import { storeScope } from '../../platform/store-people';
import { fillChecklistDays, pgArray } from './checklist-days';
import { dayFigures, emptyDay, emptyFigures, storeFigures, type StoreFigures } from './measures';
import { daysBetween, eachDay, overviewRange } from './period';
import { WASTE_AVERAGE_DAYS } from './measures.public';
import { compliancePct } from '../food-safety/compliance.public';

/*
 * The Stores Overview (docs/decisions/169): every active store where the caller holds area-view
 * (a chain-wide grant: every one), its measures over a period and the period before it, the
 * totals over those stores, and the stores grouped by their franchisee.
 */

export const COMPANY_STORES = 'Company stores';
const ROLE_FRANCHISEE = 'ROLE_FRANCHISEE';

interface ScopedStore {
  id: number;
  title: string;
  number: string;
  timeZone: string;
  franchiseeId: number | null;
  franchisee: string | null;
  region: string | null;
}

/** The active stores the caller may see on the overview, by title, each with its franchisee. */
async function scopedStores(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  only?: number[],
): Promise<ScopedStore[]> {
  const scope = storeScope(principal, 'area-view');
  if (scope !== 'all' && scope.length === 0) return [];
  const inScope = scope === 'all' ? sql`true` : sql`s.id = any(${pgArray(scope)}::int[])`;
  const listed = only ? sql`s.id = any(${pgArray(only)}::int[])` : sql`true`;
  const rows = await sqlRows<{
    id: number;
    title: string;
    number: string;
    tz: string;
    region: string | null;
    franchisee_id: number | null;
    first_name: string | null;
    last_name: string | null;
  }>(
    ctx.db,
    sql`select s.id, s.title, s.number, coalesce(s.time_zone, ${localTimeZone()}) as tz,
      nullif(trim(s.region), '') as region, f.id as franchisee_id, f.first_name, f.last_name
    from stores s
    -- A store two franchisees hold is grouped under the one linked first (the lowest id).
    left join lateral (
      select u.id, u.first_name, u.last_name from user_stores us
      join roles r on r.id = us.role_id and r.role = ${ROLE_FRANCHISEE}
      join users u on u.id = us.user_id and u.deleted_at is null
      where us.store_id = s.id order by u.id limit 1
    ) f on true
    where s.deleted_at is null and ${inScope} and ${listed}
    order by s.title, s.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    number: r.number,
    timeZone: r.tz,
    franchiseeId: r.franchisee_id,
    franchisee: r.franchisee_id == null ? null : `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
    region: r.region,
  }));
}

const dollars = (cents: number) => Math.round(cents) / 100;
const pct = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : null);
/** An evaluation's score %, as the sheet shows it. */
const scorePct = (e: { total: number; evaluated: number }) => scorePercentage(e.evaluated, e.total);
const mean = (values: number[]) => (values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : null);

/** The published measures of one store's (or all stores') figures over a period of `days` days. */
function measures(f: StoreFigures, days: number): Omit<OverviewMeasures, 'evaluation_score_pct'> {
  const averageCents = Math.round((f.fourWeekWasteCents * days) / WASTE_AVERAGE_DAYS);
  return {
    checklist_on_time_pct: pct(f.onTime, f.due),
    previous_checklist_on_time_pct: pct(f.prevOnTime, f.prevDue),
    checklist_missed: f.missed,
    previous_checklist_missed: f.prevMissed,
    cash_over_short: dollars(f.cashCents),
    previous_cash_over_short: dollars(f.prevCashCents),
    cash_flagged: f.flagged,
    previous_cash_flagged: f.prevFlagged,
    deposits_unverified: f.depositsUnverified,
    waste_cost: dollars(f.wasteCents),
    previous_waste_cost: dollars(f.prevWasteCents),
    waste_four_week_average: dollars(averageCents),
    waste_change_pct: averageCents > 0 ? round2(((f.wasteCents - averageCents) / averageCents) * 100) : null,
    order_spend: dollars(f.orderCents),
    previous_order_spend: dollars(f.prevOrderCents),
    previous_evaluation_score_pct: null,
    evaluation_sheet_id: null,
    evaluation_date: null,
    actions_open: f.actionsOpen,
    actions_overdue: f.actionsOverdue,
    incidents: f.incidents,
    previous_incidents: f.prevIncidents,
    suggested_lines: f.suggestedLines,
    previous_suggested_lines: f.prevSuggestedLines,
    suggestion_match_pct: pct(f.suggestionMatches, f.suggestedLines),
    previous_suggestion_match_pct: pct(f.prevSuggestionMatches, f.prevSuggestedLines),
    food_safety_pct: compliancePct({ due: f.foodDue, good: f.foodGood, missed: f.foodMissed }),
    previous_food_safety_pct: compliancePct({ due: f.prevFoodDue, good: f.prevFoodGood, missed: 0 }),
    food_safety_missed: f.foodMissed,
  };
}

const SUMMED: (keyof StoreFigures)[] = (Object.keys(emptyFigures()) as (keyof StoreFigures)[]).filter(
  (k) => k !== 'evaluations',
);

/** The overview of the caller's stores over the period asked for (see period.ts). */
export async function getOverview(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  query: OverviewQuery,
  now = new Date(),
): Promise<Overview> {
  requireAt(principal, 'area-view');
  const range = overviewRange(query, now);
  const scoped = await scopedStores(ctx, principal);
  const ids = scoped.map((s) => s.id);
  await fillChecklistDays(ctx.db, ids, range.previous_from, range.to, now);
  const figures = await storeFigures(ctx.db, ids, range, now);
  const days = daysBetween(range.from, range.to);

  const stores: OverviewStore[] = scoped.map((s) => {
    const f = figures.get(s.id)!;
    const [newest, before] = f.evaluations;
    return {
      store_id: s.id,
      title: s.title,
      number: s.number,
      group_id: s.franchiseeId,
      time_zone: s.timeZone,
      region: s.region,
      ...measures(f, days),
      evaluation_score_pct: newest ? scorePct(newest) : null,
      previous_evaluation_score_pct: before ? scorePct(before) : null,
      evaluation_sheet_id: newest?.id ?? null,
      evaluation_date: newest?.date ?? null,
    };
  });

  const sum = emptyFigures();
  for (const f of figures.values()) for (const k of SUMMED) (sum[k] as number) += f[k] as number;
  const totals: OverviewMeasures = {
    ...measures(sum, days),
    evaluation_score_pct: mean(stores.flatMap((s) => (s.evaluation_score_pct == null ? [] : [s.evaluation_score_pct]))),
    previous_evaluation_score_pct: mean(
      stores.flatMap((s) => (s.previous_evaluation_score_pct == null ? [] : [s.previous_evaluation_score_pct])),
    ),
  };

  const byFranchisee = new Map<number | null, OverviewGroup>();
  for (const s of scoped) {
    let group = byFranchisee.get(s.franchiseeId);
    if (!group)
      byFranchisee.set(
        s.franchiseeId,
        (group = { id: s.franchiseeId, name: s.franchisee ?? COMPANY_STORES, store_ids: [] }),
      );
    group.store_ids.push(s.id);
  }
  const groups = [...byFranchisee.values()].sort(
    (a, b) => Number(a.id == null) - Number(b.id == null) || a.name.localeCompare(b.name) || (a.id ?? 0) - (b.id ?? 0),
  );
  return { range, stores, groups, totals };
}

/** Day by day figures of up to 12 of the caller's stores over the period; another store is a 403. */
export async function getTrends(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  query: OverviewQuery & { store_ids: number[] },
  now = new Date(),
): Promise<OverviewTrends> {
  requireAt(principal, 'area-view');
  for (const id of query.store_ids) requireAt(principal, 'area-view', id);
  const range = overviewRange(query, now);
  const scoped = query.store_ids.length ? await scopedStores(ctx, principal, query.store_ids) : [];
  const ids = scoped.map((s) => s.id);
  if (ids.length === 0) return { range, stores: [] };
  await fillChecklistDays(ctx.db, ids, range.from, range.to, now);
  const days = await dayFigures(ctx.db, ids, range.from, range.to);
  const dates = eachDay(range.from, range.to);
  return {
    range,
    stores: scoped.map((s) => ({
      store_id: s.id,
      title: s.title,
      days: dates.map((date) => {
        const d = days.get(`${s.id}:${date}`);
        return {
          date,
          checklist_on_time_pct: d ? pct(d.onTime, d.due) : null,
          cash_over_short: dollars(d?.cashCents ?? 0),
          waste_cost: dollars(d?.wasteCents ?? 0),
          order_spend: dollars(d?.orderCents ?? 0),
        };
      }),
    })),
  };
}

/**
 * One store's days over the period, up to the store's today, from the same reads as the charts:
 * what its checklist, cash and waste cells sum (decision 197).
 */
export async function getStoreDays(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  query: OverviewQuery,
  now = new Date(),
): Promise<OverviewStoreDays> {
  requireAt(principal, 'area-view', storeId);
  const range = overviewRange(query, now);
  const [s] = await scopedStores(ctx, principal, [storeId]);
  if (!s) throw notFound('No such store');
  await fillChecklistDays(ctx.db, [s.id], range.from, range.to, now);
  const figures = await dayFigures(ctx.db, [s.id], range.from, range.to);
  const today = todayIn(s.timeZone, now);
  return {
    range,
    store: { store_id: s.id, title: s.title, number: s.number, time_zone: s.timeZone },
    days: eachDay(range.from, range.to < today ? range.to : today).map((date) => {
      const d = figures.get(`${s.id}:${date}`) ?? emptyDay();
      return {
        date,
        closed: d.closed,
        checklist_due: d.due,
        checklist_on_time: d.onTime,
        checklist_late: d.late,
        checklist_missed: d.missed,
        cash_counted: d.counted,
        cash_over_short: dollars(d.cashCents),
        cash_flagged: d.flagged,
        waste_lines: d.wasteLines,
        waste_cost: dollars(d.wasteCents),
      };
    }),
  };
}
