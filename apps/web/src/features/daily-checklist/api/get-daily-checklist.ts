import { useQuery } from '@tanstack/react-query';
import { dailyChecklistEndpoints } from '@dripp/contract/endpoints/daily-checklist';
import { t } from '@lingui/core/macro';
import { endpointQuery } from '../../../lib/endpoints';

export const dailyChecklistQuery = (storeId: number, date: string) =>
  endpointQuery(dailyChecklistEndpoints.day, { params: { storeId, date } }, { fallback: t`Could not get Daily Lists` });

/** The store's opening, mid, closing and weekly tasks with the names recorded for the day. */
export function useDailyChecklist(storeId: number | null, date: string) {
  return useQuery({ ...dailyChecklistQuery(storeId ?? 0, date), enabled: storeId != null });
}
