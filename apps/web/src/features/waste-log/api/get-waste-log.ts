import { useQuery } from '@tanstack/react-query';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import type { WasteLogEntry } from '@dripp/contract/waste-log';
import { call, keyOf } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** The day's lines, and the log's version (decision 172), which the GET answers beside them. */
export interface WasteLogDay {
  entries: WasteLogEntry[];
  version: string | null;
}

export const wasteLogQuery = (storeId: number, date: string) => {
  const input = { params: { storeId, date } };
  return {
    queryKey: keyOf(wasteLogEndpoints.day, input),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<WasteLogDay> => {
      const answer = await call(wasteLogEndpoints.day, input, { fallback: t`Could not get Waste Logs`, signal });
      return { entries: answer.data, version: answer.version ?? null };
    },
  };
};

/** What a store threw away on a day. */
export function useWasteLog(storeId: number | null, date: string) {
  return useQuery({ ...wasteLogQuery(storeId ?? 0, date), enabled: storeId != null });
}
