import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommSheetCreate, CommSheetDay, CommSheetShift, ShiftType } from '@dripp/contract/comm-sheet';
import { sendWithProgress, type PickedFile } from '../../../components/file-upload';
import { commSheetEndpoints } from '@dripp/contract/endpoints/comm-sheet';
import { invalidateStoreDayStates } from '../../../lib/api/get-store-day-states';
import { invalidate, keyOf } from '../../../lib/endpoints';

export interface CreateCommSheetInput {
  storeId: number;
  date: string;
  type: ShiftType;
  body: Omit<CommSheetCreate, 'storeId' | 'date' | 'type'>;
  onProgress?: (percent: number) => void;
  /** A video picked for the streamed upload, sent to the saved shift. */
  streamed?: PickedFile | null;
}

/** POST /comm-sheet/{storeId}/{date}: the first save of a shift's card. */
export async function createCommSheet({ storeId, date, type, body, onProgress, streamed }: CreateCommSheetInput) {
  return sendWithProgress(
    commSheetEndpoints.create,
    { params: { storeId, date }, body: { storeId, date, type, ...body } },
    {
      fallback: 'Could not create new Communication Sheet',
      onProgress,
      stream: { file: streamed, owner: 'comm-sheet', idOf: (shift: CommSheetShift) => shift.id! },
    },
  );
}

export function useCreateCommSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommSheet,
    onSuccess: (shift, { storeId, date, type }) => {
      // The card shows the saved shift at once; the reload then brings the other cards up to date too.
      const params = { storeId, date };
      queryClient.setQueryData<CommSheetDay>(keyOf(commSheetEndpoints.day, { params }), (day) =>
        day ? { ...day, [type]: shift } : day,
      );
      void invalidate(queryClient, commSheetEndpoints.day, { params });
      void invalidateStoreDayStates(queryClient, storeId, date);
    },
  });
}
