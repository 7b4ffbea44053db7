import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ActionListQuery } from '@dripp/contract/corrective-actions';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { endpointQuery, invalidateEach } from '../endpoints';
import { t } from '@lingui/core/macro';

/** Shared by the actions pages and the pages that show a record's actions (evaluations, incidents). */

export const correctiveActionsQuery = (query: ActionListQuery) =>
  endpointQuery(correctiveActionsEndpoints.list, { query }, { fallback: t`Could not get the actions` });

/** A page of actions, overdue first; the last page stays on screen while the next loads. */
export function useCorrectiveActions(query: ActionListQuery, enabled = true) {
  return useQuery({ ...correctiveActionsQuery(query), enabled, placeholderData: keepPreviousData });
}

export const correctiveActionSummaryQuery = (storeId?: number) =>
  endpointQuery(
    correctiveActionsEndpoints.summary,
    { query: storeId ? { store_id: storeId } : {} },
    { fallback: t`Could not count the actions` },
  );

/** Open and overdue actions (at one store, or every store the user may see), with each store's close times. */
export function useCorrectiveActionSummary(storeId?: number, enabled = true) {
  return useQuery({ ...correctiveActionSummaryQuery(storeId), enabled });
}

/** After any change to an action: every list, count and open action page. */
export function invalidateCorrectiveActions(client: QueryClient): Promise<void> {
  return invalidateEach(client, [
    correctiveActionsEndpoints.list,
    correctiveActionsEndpoints.summary,
    correctiveActionsEndpoints.get,
  ]);
}
