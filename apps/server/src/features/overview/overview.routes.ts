import type { FastifyPluginAsync } from 'fastify';
import { overviewEndpoints as endpoints } from '@dripp/contract/endpoints/overview';
import type { OverviewStore } from '@dripp/contract/overview';
import { signedIn } from '../../platform/access';
import { sendCsv, type CsvColumn } from '../../platform/csv';
import { route } from '../../platform/endpoints';
import { getOverview, getStoreDays, getTrends } from './overview.service';

/** Every measure of a store, in the overview's order, for the CSV. */
const COLUMNS: CsvColumn<OverviewStore & { group: string }>[] = [
  { header: 'Store', value: (s) => s.title },
  { header: 'Number', value: (s) => s.number },
  { header: 'Group', value: (s) => s.group },
  { header: 'Region', value: (s) => s.region },
  { header: 'Checklists on time %', value: (s) => s.checklist_on_time_pct },
  { header: 'Previous checklists on time %', value: (s) => s.previous_checklist_on_time_pct },
  { header: 'Checklists missed', value: (s) => s.checklist_missed },
  { header: 'Previous checklists missed', value: (s) => s.previous_checklist_missed },
  { header: 'Cash over/short', value: (s) => s.cash_over_short },
  { header: 'Previous cash over/short', value: (s) => s.previous_cash_over_short },
  { header: 'Cash counts flagged', value: (s) => s.cash_flagged },
  { header: 'Previous cash counts flagged', value: (s) => s.previous_cash_flagged },
  { header: 'Deposits not verified', value: (s) => s.deposits_unverified },
  { header: 'Waste cost', value: (s) => s.waste_cost },
  { header: 'Previous waste cost', value: (s) => s.previous_waste_cost },
  { header: 'Waste 4-week average', value: (s) => s.waste_four_week_average },
  { header: 'Waste change %', value: (s) => s.waste_change_pct },
  { header: 'Order spend', value: (s) => s.order_spend },
  { header: 'Previous order spend', value: (s) => s.previous_order_spend },
  { header: 'Evaluation score %', value: (s) => s.evaluation_score_pct },
  { header: 'Previous evaluation score %', value: (s) => s.previous_evaluation_score_pct },
  { header: 'Evaluation date', value: (s) => s.evaluation_date },
  { header: 'Open actions', value: (s) => s.actions_open },
  { header: 'Overdue actions', value: (s) => s.actions_overdue },
  { header: 'Incidents', value: (s) => s.incidents },
  { header: 'Previous incidents', value: (s) => s.previous_incidents },
  { header: 'Lines with a suggestion', value: (s) => s.suggested_lines },
  { header: 'Previous lines with a suggestion', value: (s) => s.previous_suggested_lines },
  { header: 'Ordered as suggested (±1) %', value: (s) => s.suggestion_match_pct },
  { header: 'Previous ordered as suggested (±1) %', value: (s) => s.previous_suggestion_match_pct },
  { header: 'Food safety on time and in range %', value: (s) => s.food_safety_pct },
  { header: 'Previous food safety on time and in range %', value: (s) => s.previous_food_safety_pct },
  { header: 'Food safety readings missed', value: (s) => s.food_safety_missed },
];

/** The Stores Overview, its day-by-day trends and its CSV. */
export const overviewRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const ok = { success: true as const };

  route(app, endpoints.get, async (request) => ({
    ...ok,
    data: await getOverview(ctx, signedIn(request), request.query, ctx.now()),
  }));
  route(app, endpoints.trends, async (request) => ({
    ...ok,
    data: await getTrends(ctx, signedIn(request), request.query, ctx.now()),
  }));
  route(app, endpoints.storeDays, async (request) => ({
    ...ok,
    data: await getStoreDays(ctx, signedIn(request), request.params.storeId, request.query, ctx.now()),
  }));
  route(app, endpoints.export, async (request, reply) => {
    const overview = await getOverview(ctx, signedIn(request), request.query, ctx.now());
    const groupOf = new Map(overview.groups.flatMap((g) => g.store_ids.map((id) => [id, g.name] as const)));
    const { from, to } = overview.range;
    return sendCsv(
      reply,
      `stores-overview-${from}-${to}`,
      COLUMNS,
      overview.stores.map((s) => ({ ...s, group: groupOf.get(s.store_id) ?? '' })),
    );
  });
};
