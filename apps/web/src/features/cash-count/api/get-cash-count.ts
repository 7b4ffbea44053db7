import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashCount } from '@dripp/contract/cash-count';
import { api } from '../../../lib/api-client';

export function getCashCount(storeId: number, date: string, signal?: AbortSignal): Promise<CashCount> {
  return api.get<CashCount>(`/cash-count/${storeId}/${date}`, { fallback: 'Could not get Cash Counts', signal });
}

export const cashCountQuery = (storeId: number, date: string) =>
  queryOptions({
    queryKey: ['cash-count', storeId, date],
    queryFn: ({ signal }) => getCashCount(storeId, date, signal),
  });

/** The day's cash count sheet of a store, every part filled (zeros and blanks when nothing was saved). */
export function useCashCount(storeId: number | null, date: string) {
  return useQuery({ ...cashCountQuery(storeId ?? 0, date), enabled: storeId != null });
}
