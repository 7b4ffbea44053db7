import { okEnvelope } from '../api';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import {
  OverviewQuerySchema,
  OverviewSchema,
  OverviewStoreDaysParamsSchema,
  OverviewStoreDaysSchema,
  OverviewTrendQuerySchema,
  OverviewTrendsSchema,
} from '../overview';

const tag = 'Stores overview';
const errors = SIGNED_IN_ERRORS;
const VIEW = ['area-view'] as const;

/** The Stores Overview: every store the caller may see, side by side, over a period. */
export const overviewEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/overview',
    operationId: 'getStoresOverview',
    summary: 'Every store the caller may see over a period, with the period before it and the totals',
    tag,
    access: { anyOf: VIEW },
    query: OverviewQuerySchema,
    answer: okEnvelope(OverviewSchema),
    errors,
  }),
  trends: endpoint({
    method: 'GET',
    path: '/overview/trends',
    operationId: 'getStoresOverviewTrends',
    summary: 'Day by day measures of up to 12 stores over a period, for the charts',
    tag,
    access: { anyOf: VIEW },
    query: OverviewTrendQuerySchema,
    answer: okEnvelope(OverviewTrendsSchema),
    errors,
  }),
  storeDays: endpoint({
    method: 'GET',
    path: '/overview/stores/:storeId/days',
    operationId: 'getStoresOverviewStoreDays',
    summary: "One store's days over a period: the checklists, cash count and waste log each cell sums",
    tag,
    access: { anyOf: VIEW },
    params: OverviewStoreDaysParamsSchema,
    query: OverviewQuerySchema,
    answer: okEnvelope(OverviewStoreDaysSchema),
    errors,
  }),
  /** The overview as a CSV file: one row per store with every measure, from the same reads. */
  export: endpoint({
    method: 'GET',
    path: '/overview/export',
    operationId: 'exportStoresOverview',
    summary: 'The overview of every store the caller may see as a CSV file, one row per store',
    tag,
    access: { anyOf: VIEW },
    query: OverviewQuerySchema,
    fileType: 'text/csv',
    errors,
  }),
};
