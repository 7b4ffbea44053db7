import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CommSheetDay, CommSheetShift, ShiftType } from '@dripp/contract/comm-sheet';
import { commSheetEndpoints } from '@dripp/contract/endpoints/comm-sheet';
import { sendWithProgress, uploadFields, type PickedFile } from '../../../components/upload-request';
import { invalidateStoreDayStates } from '../../../lib/api/get-store-day-states';
import { invalidate, keyOf } from '../../../lib/endpoints';
import { notifySuccess } from '../../../lib/notify';
import { newIdempotencyKey, type SaveRequest } from '../../../lib/save-queue';
import type { OfflineRecord } from '../../../lib/use-draft';

export interface CommSheetSaveInput {
  storeId: number;
  date: string;
  type: ShiftType;
  /** The shift's id once it exists: null makes the save a create (POST), else an update (PUT). */
  id: number | null;
  names: readonly string[];
  comments: string;
}

type CreateShift = SaveRequest<typeof commSheetEndpoints.create>;
type UpdateShift = SaveRequest<typeof commSheetEndpoints.update>;
/** The save of a shift's card: the first creates the shift, a later one updates it. */
export type ShiftSave = CreateShift | UpdateShift;

const isCreate = (request: ShiftSave): request is CreateShift =>
  request.definition.operationId === commSheetEndpoints.create.operationId;

/**
 * The save of a shift's card as the device keeps it to send later (decision 172): the first save
 * creates the shift, a later one updates it, based on the version read. Files are not part of it.
 */
export function commSheetSaveRequest(
  { storeId, date, type, id, names, comments }: CommSheetSaveInput,
  basedOn: string | null | undefined,
): ShiftSave {
  if (id == null) {
    return {
      definition: commSheetEndpoints.create,
      params: { storeId, date },
      body: { storeId, date, type, names: [...names], comments },
      failed: t`Could not create new Communication Sheet`,
    };
  }
  return {
    definition: commSheetEndpoints.update,
    params: { id },
    body: { id, names: [...names], comments, ...(basedOn === undefined ? {} : { based_on: basedOn }) },
    failed: t`Could not update Communication Sheet`,
  };
}

/**
 * Sends the save online with the picked photo or video, with upload progress: the file in the
 * JSON body, or a video streamed to the saved shift. A key of its own: what the device keeps, if
 * this fails on the network, is the save without the file.
 */
export function sendCommSheetWithFile(
  request: ShiftSave,
  file: PickedFile,
  onProgress: (percent: number) => void,
): Promise<CommSheetShift> {
  const fields = uploadFields(file);
  const options = {
    onProgress,
    stream: { file, owner: 'comm-sheet' as const, idOf: (shift: CommSheetShift) => shift.id! },
    save: { headers: { 'Idempotency-Key': newIdempotencyKey() }, notify: false, stallFails: true },
    fallback: request.failed,
  };
  return isCreate(request)
    ? sendWithProgress(
        commSheetEndpoints.create,
        { params: request.params, body: { ...request.body, ...fields } },
        options,
      )
    : sendWithProgress(
        commSheetEndpoints.update,
        { params: request.params, body: { ...request.body, ...fields } },
        options,
      );
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

/** What is typed in a card and kept on the device (decision 172): never the picked file. */
export interface TypedShift {
  names?: string[];
  comments?: string;
}

/**
 * A card's Save: sent with the picked file, or kept on the phone without it, or shown beside the
 * server's as a conflict. Answers how it went, so the card can say what became of the file.
 */
export function useSaveShift(props: {
  where: Pick<CommSheetSaveInput, 'storeId' | 'date' | 'type'>;
  shift: CommSheetShift;
  record: OfflineRecord<TypedShift>;
  base: TypedShift | undefined;
  /** The save arrived: what was typed is gone from the card. */
  clear: () => void;
}) {
  const { where, shift, record, base, clear } = props;
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const send = async (value: TypedShift, picked: PickedFile | null) => {
    setSaving(true);
    if (picked) setProgress(0);
    try {
      const input = {
        ...where,
        id: shift.id,
        names: value.names ?? shift.names,
        comments: value.comments ?? shift.comments,
      };
      const done = await record.save(value, (basedOn) => commSheetSaveRequest(input, basedOn), {
        send: picked ? (request) => sendCommSheetWithFile(request, picked, setProgress) : undefined,
        base,
      });
      if (done.outcome === 'saved') {
        showSavedShift(queryClient, where, done.answer);
        notifySuccess(
          shift.id == null
            ? t`Successfully saved new Communication Sheet`
            : t`Successfully updated Communication Sheet`,
        );
        clear();
      }
      return done.outcome;
    } catch {
      // The error has been shown; the card keeps what was typed for another try.
      return 'failed' as const;
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };
  return { saving, progress, send };
}
