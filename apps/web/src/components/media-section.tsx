import { useLingui } from '@lingui/react/macro';
import type { MediaFile } from '@dripp/contract/media';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { FileUpload } from './file-upload';
import { MediaList } from './media-list';
import type { UploadSave } from './use-upload-save';

/** A record's media on its edit page: a photo or video to add on Save, then the current files with Delete. */
export function MediaSection({
  upload,
  saving,
  files,
  onRemoved,
  label,
}: {
  upload: UploadSave;
  saving: boolean;
  files: MediaFile[];
  onRemoved: () => void;
  /** Names the current files for screen readers, e.g. "Latte media". */
  label: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <FileUpload
        label={t`Add a photo or video`}
        extensions={ATTACHMENT_EXTENSIONS}
        disabled={saving}
        {...upload.fileProps}
      />
      <MediaList title={t`Media`} files={files} onRemoved={onRemoved} label={label} />
    </>
  );
}
