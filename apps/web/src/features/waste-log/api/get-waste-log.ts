import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WasteLogEntry } from '@dripp/contract/waste-log';
import { api } from '../../../lib/api-client';

export function getWasteLog(storeId: number, date: string, signal?: AbortSignal): Promise<WasteLogEntry[]> {
  return api.get<WasteLogEntry[]>(`/wastelog/${storeId}/${date}`, { fallback: 'Could not get Waste Logs', signal });
}

export const wasteLogQuery = (storeId: number, date: string) =>
  queryOptions({
    queryKey: ['wastelog', storeId, date],
    queryFn: ({ signal }) => getWasteLog(storeId, date, signal),
  });

/** What a store threw away on a day. */
export function useWasteLog(storeId: number | null, date: string) {
  return useQuery({ ...wasteLogQuery(storeId ?? 0, date), enabled: storeId != null });
}
