import type { QueryClient } from '@tanstack/react-query';
import type { CommSheetDay, CommSheetShift, ShiftType } from '@dripp/contract/comm-sheet';
import { commSheetEndpoints } from '@dripp/contract/endpoints/comm-sheet';
import { sendWithProgress, uploadFields, type PickedFile } from '../../../components/upload-request';
import { invalidateStoreDayStates } from '../../../lib/api/get-store-day-states';
import { invalidate, keyOf } from '../../../lib/endpoints';
import { newIdempotencyKey, type SaveRequest } from '../../../lib/save-queue';

export interface CommSheetSaveInput {
  storeId: number;
  date: string;
  type: ShiftType;
  /** The shift's id once it exists: null makes the save a create (POST), else an update (PUT). */
  id: number | null;
  names: readonly string[];
  comments: string;
}

/**
 * The save of a shift's card as the device keeps it to send later (decision 172): the first save
 * creates the shift, a later one updates it, based on the version read. Files are not part of it.
 */
export function commSheetSaveRequest(
  { storeId, date, type, id, names, comments }: CommSheetSaveInput,
  basedOn: string | null | undefined,
): SaveRequest {
  if (id == null) {
    return {
      definition: commSheetEndpoints.create,
      params: { storeId, date },
      body: { storeId, date, type, names: [...names], comments },
    };
  }
  return {
    definition: commSheetEndpoints.update,
    params: { id },
    body: { id, names: [...names], comments, ...(basedOn === undefined ? {} : { based_on: basedOn }) },
  };
}

/**
 * Sends the save online with the picked photo or video, with upload progress: the file in the
 * JSON body, or a video streamed to the saved shift. A key of its own: what the device keeps, if
 * this fails on the network, is the save without the file.
 */
export function sendCommSheetWithFile(
  request: SaveRequest,
  file: PickedFile,
  onProgress: (percent: number) => void,
): Promise<CommSheetShift> {
  const create = request.definition.operationId === commSheetEndpoints.create.operationId;
  const input = { params: request.params, body: { ...(request.body as object), ...uploadFields(file) } };
  const options = {
    onProgress,
    stream: { file, owner: 'comm-sheet' as const, idOf: (shift: CommSheetShift) => shift.id! },
    save: { headers: { 'Idempotency-Key': newIdempotencyKey() }, notify: false, stallFails: true },
  };
  return create
    ? sendWithProgress(commSheetEndpoints.create, input as never, {
        ...options,
        fallback: 'Could not create new Communication Sheet',
      })
    : sendWithProgress(commSheetEndpoints.update, input as never, {
        ...options,
        fallback: 'Could not update Communication Sheet',
      });
}

/** The card shows the saved shift at once; the reload then brings the other cards up to date too. */
export function showSavedShift(
  queryClient: QueryClient,
  { storeId, date, type }: Pick<CommSheetSaveInput, 'storeId' | 'date' | 'type'>,
  shift?: CommSheetShift,
): void {
  const params = { storeId, date };
  if (shift)
    queryClient.setQueryData<CommSheetDay>(keyOf(commSheetEndpoints.day, { params }), (day) =>
      day ? { ...day, [type]: shift } : day,
    );
  void invalidate(queryClient, commSheetEndpoints.day, { params });
  void invalidateStoreDayStates(queryClient, storeId, date);
}
