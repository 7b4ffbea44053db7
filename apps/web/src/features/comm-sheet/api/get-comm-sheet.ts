import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommSheetDay } from '@dripp/contract/comm-sheet';
import { api } from '../../../lib/api-client';

export function getCommSheet(storeId: number, date: string, signal?: AbortSignal): Promise<CommSheetDay> {
  return api.get<CommSheetDay>(`/comm-sheet/${storeId}/${date}`, {
    fallback: 'Could not get Communication Sheets',
    signal,
  });
}

export const commSheetQuery = (storeId: number, date: string) =>
  queryOptions({
    queryKey: ['comm-sheet', storeId, date],
    queryFn: ({ signal }) => getCommSheet(storeId, date, signal),
  });

/** The day's three shift cards (open, mid, close) of a store. */
export function useCommSheet(storeId: number | null, date: string) {
  return useQuery({ ...commSheetQuery(storeId ?? 0, date), enabled: storeId != null });
}
