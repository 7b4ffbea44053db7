import { useQuery } from '@tanstack/react-query';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import { endpointQuery } from '../../../lib/endpoints';

export const wasteLogQuery = (storeId: number, date: string) =>
  endpointQuery(wasteLogEndpoints.day, { params: { storeId, date } }, { fallback: 'Could not get Waste Logs' });

/** What a store threw away on a day. */
export function useWasteLog(storeId: number | null, date: string) {
  return useQuery({ ...wasteLogQuery(storeId ?? 0, date), enabled: storeId != null });
}
