import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommSheetDay, CommSheetShift, CommSheetUpdate, ShiftType } from '@dripp/contract/comm-sheet';
import { sendWithProgress, type PickedFile } from '../../../components/file-upload';
import { commSheetEndpoints } from '@dripp/contract/endpoints/comm-sheet';
import { invalidateStoreDayStates } from '../../../lib/api/get-store-day-states';
import { invalidate, keyOf } from '../../../lib/endpoints';

export interface UpdateCommSheetInput {
  id: number;
  /** The card's store, day and shift, to refresh the right sheet afterwards. */
  storeId: number;
  date: string;
  type: ShiftType;
  body: Omit<CommSheetUpdate, 'id'>;
  onProgress?: (percent: number) => void;
  /** A video picked for the streamed upload, sent to the saved shift. */
  streamed?: PickedFile | null;
}

/** PUT /comm-sheet/{id}: saves a shift that already exists. */
export async function updateCommSheet({ id, body, onProgress, streamed }: UpdateCommSheetInput) {
  return sendWithProgress(
    commSheetEndpoints.update,
    { params: { id }, body: { id, ...body } },
    {
      fallback: 'Could not update Communication Sheet',
      onProgress,
      stream: { file: streamed, owner: 'comm-sheet', idOf: (shift: CommSheetShift) => shift.id! },
    },
  );
}

export function useUpdateCommSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommSheet,
    onSuccess: (shift, { storeId, date, type }) => {
      const params = { storeId, date };
      queryClient.setQueryData<CommSheetDay>(keyOf(commSheetEndpoints.day, { params }), (day) =>
        day ? { ...day, [type]: shift } : day,
      );
      void invalidate(queryClient, commSheetEndpoints.day, { params });
      void invalidateStoreDayStates(queryClient, storeId, date);
    },
  });
}
