import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyChecklistSave } from '@dripp/contract/daily-checklist';
import { api } from '../../../lib/api-client';
import { dailyChecklistQuery } from './get-daily-checklist';

export interface SaveDailyChecklistInput {
  storeId: number;
  date: string;
  names: DailyChecklistSave['names'];
}

/** POST /daily-checklist/{date} {names[]}: each task id carries its own store. */
export async function saveDailyChecklist({ date, names }: SaveDailyChecklistInput): Promise<void> {
  await api.post(`/daily-checklist/${date}`, { names }, { fallback: 'Could not update Daily Lists' });
}

export function useSaveDailyChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDailyChecklist,
    // Awaited, so the page swaps its draft for the saved names without showing the old ones between.
    onSuccess: (_, { storeId, date }) =>
      queryClient.invalidateQueries({ queryKey: dailyChecklistQuery(storeId, date).queryKey }),
  });
}
