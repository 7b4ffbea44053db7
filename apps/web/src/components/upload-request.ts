import type { AnyEndpoint, CallInput, DataOf } from '@dripp/contract/endpoint';
import { mediaEndpoints } from '@dripp/contract/endpoints/media';
import type { StreamedUploadOwner } from '@dripp/contract/media';
import { callData, callMultipart, type CallOptions } from '../lib/endpoints';

/**
 * A chosen file: read as the data URL the upload routes take (DESIGN §5 "Media"), or, for a video
 * on a page that streams them, kept as the file itself (`stream`, with `file` empty) to go to
 * `POST /api/uploads/{owner}/{id}` once the record is saved.
 */
export interface PickedFile {
  file: string;
  filename: string;
  size: number;
  isVideo: boolean;
  stream?: File;
}

/** The `file` and `filename` body fields of a picked file; none for a streamed one. */
export function uploadFields(picked: PickedFile | null | undefined): { file?: string; filename?: string } {
  return picked && !picked.stream ? { file: picked.file, filename: picked.filename } : {};
}

export interface UploadRequestOptions<E extends AnyEndpoint> {
  /** The screen's fallback toast text when the server gives no message. */
  fallback: string;
  /** Percent of the request body sent so far (of the streamed file, when there is one). */
  onProgress?: (percent: number) => void;
  /**
   * A video picked for the streamed upload, and the record it goes to once the JSON save has
   * answered (`POST /uploads/{owner}/{id}`).
   */
  stream?: { file: PickedFile | null | undefined; owner: StreamedUploadOwner; idOf: (saved: DataOf<E>) => number };
  /** More options of the JSON call: an Idempotency-Key header, no toast (the page shows the failure). */
  save?: Pick<CallOptions, 'headers' | 'notify' | 'stallFails'>;
}

/**
 * A JSON call that may carry a file, with upload progress; then, when a video was picked for the
 * streamed upload, that file sent as multipart/form-data to the saved record. Both go through the
 * one API client (its token, 401/403, toast and envelope rules) with its upload progress option,
 * and the JSON call's `data` is answered.
 */
export async function sendWithProgress<E extends AnyEndpoint>(
  definition: E,
  input: CallInput<E>,
  { fallback, onProgress, stream, save }: UploadRequestOptions<E>,
): Promise<DataOf<E>> {
  const streamed = stream?.file?.stream;
  const saved = await callData(definition, input, { ...save, fallback, onProgress: streamed ? undefined : onProgress });
  if (streamed && stream) {
    const form = new FormData();
    form.append('file', streamed, stream.file!.filename);
    await callMultipart(mediaEndpoints.upload, { owner: stream.owner, ownerId: stream.idOf(saved) }, form, {
      fallback,
      onProgress: onProgress ?? (() => undefined),
    });
  }
  return saved;
}
