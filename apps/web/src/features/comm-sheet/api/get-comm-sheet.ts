import { useQuery } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { commSheetEndpoints } from '@dripp/contract/endpoints/comm-sheet';
import { endpointQuery } from '../../../lib/endpoints';

export const commSheetQuery = (storeId: number, date: string) =>
  endpointQuery(
    commSheetEndpoints.day,
    { params: { storeId, date } },
    { fallback: t`Could not get Communication Sheets` },
  );

/** The day's three shift cards (open, mid, close) of a store. */
export function useCommSheet(storeId: number | null, date: string) {
  return useQuery({ ...commSheetQuery(storeId ?? 0, date), enabled: storeId != null });
}
