import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import {
  OVERVIEW_MAX_DAYS,
  OVERVIEW_PERIODS,
  OVERVIEW_TREND_STORES,
  type OverviewPeriod,
  type OverviewQuery,
} from '@dripp/contract/overview';
import { API_DATE } from '../../lib/format';
import { positiveId } from '../../lib/url-ids';
import { DEFAULT_SORT, SORT_COLUMNS, type Sort, type SortColumn } from './overview-measures';
import { GROUPINGS, type Grouping } from './overview-sections';

/** What the page shows, kept in the address so that a reload or a link shows the same view. */
export interface OverviewView {
  period: OverviewPeriod;
  /** Only with `custom`: both days, or neither while they are being picked. */
  from: string | null;
  to: string | null;
  sort: Sort;
  /** The stores charted, when chosen; otherwise the worst by the sort. */
  chartStores: number[] | null;
  group: Grouping;
}

export function calendarDay(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(API_DATE) === value ? value : null;
}

function read(params: URLSearchParams): OverviewView {
  const period = (OVERVIEW_PERIODS as readonly string[]).includes(params.get('period') ?? '')
    ? (params.get('period') as OverviewPeriod)
    : 'this-week';
  let from = period === 'custom' ? calendarDay(params.get('from')) : null;
  let to = period === 'custom' ? calendarDay(params.get('to')) : null;
  if (!from || !to || from > to || dayjs(to).diff(from, 'day') + 1 > OVERVIEW_MAX_DAYS) from = to = null;
  const column = params.get('sort');
  const sort: Sort = (SORT_COLUMNS as readonly string[]).includes(column ?? '')
    ? { column: column as SortColumn, direction: params.get('dir') === 'desc' ? 'desc' : 'asc' }
    : DEFAULT_SORT;
  const ids = (params.get('stores') ?? '')
    .split(',')
    .map((part) => positiveId(part))
    .filter((id): id is number => id != null);
  const chartStores = params.has('stores') ? [...new Set(ids)].slice(0, OVERVIEW_TREND_STORES) : null;
  const group = (GROUPINGS as readonly string[]).includes(params.get('group') ?? '')
    ? (params.get('group') as Grouping)
    : 'franchisee';
  return { period, from, to, sort, chartStores, group };
}

function write(view: OverviewView): [string, string][] {
  const entries: [string, string][] = [];
  if (view.period !== 'this-week') entries.push(['period', view.period]);
  if (view.period === 'custom' && view.from && view.to) entries.push(['from', view.from], ['to', view.to]);
  if (view.sort.column !== DEFAULT_SORT.column || view.sort.direction !== DEFAULT_SORT.direction) {
    entries.push(['sort', view.sort.column], ['dir', view.sort.direction]);
  }
  if (view.chartStores) entries.push(['stores', view.chartStores.join(',')]);
  if (view.group !== 'franchisee') entries.push(['group', view.group]);
  return entries;
}

export function useOverviewView(): [OverviewView, (change: Partial<OverviewView>) => void] {
  const [params, setParams] = useSearchParams();
  // The same objects while the address stays: the grid's and charts' memos hold.
  const view = useMemo(() => read(params), [params]);
  const change = (part: Partial<OverviewView>) => setParams(write({ ...view, ...part }), { replace: true });
  return [view, change];
}

/** The query the view asks for; null while a custom period has no days yet. */
export function overviewQueryOf(view: OverviewView): OverviewQuery | null {
  if (view.period !== 'custom') return { period: view.period };
  return view.from && view.to ? { period: 'custom', from: view.from, to: view.to } : null;
}
