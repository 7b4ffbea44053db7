import { useQuery } from '@tanstack/react-query';
import { cashCountEndpoints } from '@dripp/contract/endpoints/cash-count';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export const cashCountQuery = (storeId: number, date: string) =>
  endpointQuery(cashCountEndpoints.day, { params: { storeId, date } }, { fallback: t`Could not get Cash Counts` });

/** The day's cash count sheet of a store, every part filled (zeros and blanks when nothing was saved). */
export function useCashCount(storeId: number | null, date: string) {
  return useQuery({ ...cashCountQuery(storeId ?? 0, date), enabled: storeId != null });
}
