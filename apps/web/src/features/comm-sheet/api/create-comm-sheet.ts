import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommSheetCreate, CommSheetDay, CommSheetShift, ShiftType } from '@dripp/contract/comm-sheet';
import { sendWithProgress } from '../../../components/file-upload';
import { commSheetQuery } from './get-comm-sheet';

export interface CreateCommSheetInput {
  storeId: number;
  date: string;
  type: ShiftType;
  body: Omit<CommSheetCreate, 'storeId' | 'date' | 'type'>;
  onProgress?: (percent: number) => void;
}

/** POST /comm-sheet/{storeId}/{date}: the first save of a shift's card. */
export async function createCommSheet({ storeId, date, type, body, onProgress }: CreateCommSheetInput) {
  const answer = await sendWithProgress<CommSheetShift>('POST', `/comm-sheet/${storeId}/${date}`, {
    body: { storeId, date, type, ...body },
    fallback: 'Could not create new Communication Sheet',
    onProgress,
  });
  return answer.data;
}

export function useCreateCommSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommSheet,
    onSuccess: (shift, { storeId, date, type }) => {
      // The card shows the saved shift at once; the reload then brings the other cards up to date too.
      queryClient.setQueryData<CommSheetDay>(commSheetQuery(storeId, date).queryKey, (day) =>
        day ? { ...day, [type]: shift } : day,
      );
      void queryClient.invalidateQueries({ queryKey: commSheetQuery(storeId, date).queryKey });
    },
  });
}
