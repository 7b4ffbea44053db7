import { useState } from 'react';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../lib/api-client';
import { notifySuccess } from '../lib/notify';
import { useUnsavedChanges } from '../lib/use-unsaved-changes';
import type { PickedFile } from './upload-request';

/** What one save sends and how it reports back, from `UploadSave.begin`. */
export interface UploadSaveStart {
  /** The `file` and `filename` body fields: the picked file, or nulls to keep the current media. */
  upload: { file: string | null; filename: string | null };
  /** A video picked for the streamed upload (pages that stream), to send to the saved record. */
  streamed: PickedFile | null;
  /** Present only while a file goes up, so a save without one shows no progress bar. */
  onProgress: ((percent: number) => void) | undefined;
  /** The mutation callbacks: on success leave freely, tell the user and clear the picked file. */
  options: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void };
}

export interface UploadSave {
  file: PickedFile | null;
  errors: FieldErrors;
  /** The props a `FileUpload` takes for this form's file. */
  fileProps: {
    value: PickedFile | null;
    onChange: (file: PickedFile | null) => void;
    progress: number | null;
    error: string | undefined;
    streamVideos: boolean;
  };
  /** Call when the form is sent: clears old errors and starts the progress at 0 when a file goes up. */
  begin: () => UploadSaveStart;
}

/**
 * The state of an edit form that saves its fields together with one optional upload: the picked
 * file, its upload progress, the field errors of the last save, and the unsaved-changes guard
 * (dirty while `fieldsChanged` or a file is picked).
 */
export function useUploadSave({
  fieldsChanged,
  successMessage,
  streamVideos = false,
}: {
  fieldsChanged: boolean;
  successMessage: string;
  /** The record takes videos by the streamed upload after its save (see `sendWithProgress`). */
  streamVideos?: boolean;
}): UploadSave {
  const [file, setFile] = useState<PickedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { leaveFreely } = useUnsavedChanges(file !== null || fieldsChanged);

  const begin = (): UploadSaveStart => {
    setErrors({});
    if (file) setProgress(0);
    return {
      upload: file && !file.stream ? { file: file.file, filename: file.filename } : { file: null, filename: null },
      streamed: file?.stream ? file : null,
      onProgress: file ? setProgress : undefined,
      options: {
        onSuccess: () => {
          leaveFreely();
          notifySuccess(successMessage);
          setFile(null);
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
        onSettled: () => setProgress(null),
      },
    };
  };

  return {
    file,
    errors,
    fileProps: { value: file, onChange: setFile, progress, error: fieldError(errors, 'file'), streamVideos },
    begin,
  };
}
