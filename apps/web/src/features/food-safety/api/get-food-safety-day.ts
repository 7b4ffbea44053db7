import { useQuery } from '@tanstack/react-query';
import { foodSafetyEndpoints } from '@dripp/contract/endpoints/food-safety';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export const foodSafetyDayQuery = (storeId: number, date: string) =>
  endpointQuery(foodSafetyEndpoints.day, { params: { storeId, date } }, { fallback: t`Could not get Food Safety` });

/**
 * A store's food-safety day: its units with their due readings, the open re-checks and the day's
 * readings. Read again every minute, so a due time or a re-check turns due on the page by itself.
 */
export function useFoodSafetyDay(storeId: number | null, date: string) {
  return useQuery({ ...foodSafetyDayQuery(storeId ?? 0, date), enabled: storeId != null, refetchInterval: 60_000 });
}
