import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import type { WasteLogEntry, WasteLogEntryInput } from '@dripp/contract/waste-log';
import { call, invalidate, keyOf } from '../../../lib/endpoints';

export interface SaveWasteLogInput {
  storeId: number;
  date: string;
  wastelog: WasteLogEntryInput[];
}

export interface SavedWasteLog {
  entries: WasteLogEntry[];
  /** "Missing description on Waste Log #n" for each line the server dropped. */
  warnings: string[];
}

/** POST /wastelog/{storeId}/{date} {wastelog[]}: replaces the day's log; lines without a description are dropped. */
export async function saveWasteLog({ storeId, date, wastelog }: SaveWasteLogInput): Promise<SavedWasteLog> {
  const answer = await call(
    wasteLogEndpoints.save,
    { params: { storeId, date }, body: { wastelog } },
    { fallback: 'Could not save Waste Logs' },
  );
  const warnings = (answer as { warnings?: unknown }).warnings;
  return { entries: answer.data, warnings: Array.isArray(warnings) ? warnings.map(String) : [] };
}

export function useSaveWasteLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWasteLog,
    onSuccess: ({ entries }, { storeId, date }) => {
      queryClient.setQueryData(keyOf(wasteLogEndpoints.day, { params: { storeId, date } }), entries);
      return invalidate(queryClient, wasteLogEndpoints.history, { params: { storeId, date } });
    },
  });
}
