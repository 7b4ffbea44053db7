import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyChecklist } from '@dripp/contract/daily-checklist';
import { api } from '../../../lib/api-client';

export function getDailyChecklist(storeId: number, date: string, signal?: AbortSignal): Promise<DailyChecklist> {
  return api.get<DailyChecklist>(`/daily-checklist/${storeId}/${date}`, {
    fallback: 'Could not get Daily Lists',
    signal,
  });
}

export const dailyChecklistQuery = (storeId: number, date: string) =>
  queryOptions({
    queryKey: ['daily-checklist', storeId, date],
    queryFn: ({ signal }) => getDailyChecklist(storeId, date, signal),
  });

/** The store's opening, mid, closing and weekly tasks with the names recorded for the day. */
export function useDailyChecklist(storeId: number | null, date: string) {
  return useQuery({ ...dailyChecklistQuery(storeId ?? 0, date), enabled: storeId != null });
}
