import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyChecklistSave } from '@dripp/contract/daily-checklist';
import { dailyChecklistEndpoints } from '@dripp/contract/endpoints/daily-checklist';
import { call, invalidate } from '../../../lib/endpoints';

export interface SaveDailyChecklistInput {
  storeId: number;
  date: string;
  names: DailyChecklistSave['names'];
}

/** POST /daily-checklist/{date} {names[]}: each task id carries its own store. */
export async function saveDailyChecklist({ date, names }: SaveDailyChecklistInput): Promise<void> {
  await call(
    dailyChecklistEndpoints.save,
    { params: { date }, body: { names } },
    { fallback: 'Could not update Daily Lists' },
  );
}

export function useSaveDailyChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDailyChecklist,
    // Awaited, so the page swaps its draft for the saved names without showing the old ones between.
    onSuccess: (_, { storeId, date }) =>
      invalidate(queryClient, dailyChecklistEndpoints.day, { params: { storeId, date } }),
  });
}
