import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommSheetDay, CommSheetShift, CommSheetUpdate, ShiftType } from '@dripp/contract/comm-sheet';
import { sendWithProgress, type PickedFile } from '../../../components/file-upload';
import { streamedUploadPath } from '@dripp/contract/media';
import { commSheetQuery } from './get-comm-sheet';

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
  const answer = await sendWithProgress<CommSheetShift>('PUT', `/comm-sheet/${id}`, {
    body: { id, ...body },
    fallback: 'Could not update Communication Sheet',
    onProgress,
    stream: { file: streamed, to: (shift) => streamedUploadPath('comm-sheet', shift.id!) },
  });
  return answer.data;
}

export function useUpdateCommSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommSheet,
    onSuccess: (shift, { storeId, date, type }) => {
      queryClient.setQueryData<CommSheetDay>(commSheetQuery(storeId, date).queryKey, (day) =>
        day ? { ...day, [type]: shift } : day,
      );
      void queryClient.invalidateQueries({ queryKey: commSheetQuery(storeId, date).queryKey });
    },
  });
}
