import { lazy, Suspense } from 'react';
import { Input, Skeleton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { FileUploadProps } from './file-upload-field';

export type { FileUploadProps } from './file-upload-field';

// The picker (Mantine's Dropzone and react-dropzone) arrives on its own, after the page that holds
// it has rendered, as the rich-text editor does: the counter phone paints the record first.
const Field = lazy(() => import('./file-upload-field').then((m) => ({ default: m.FileUpload })));

/** A file picker that keeps one file until the form is saved; see file-upload-field.tsx. */
export function FileUpload(props: FileUploadProps) {
  const { t } = useLingui();
  const label = props.label ?? t`Attach a file`;
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={label}>
          <Skeleton height={120} radius="sm" role="status" aria-label={t`${label}: loading`} />
        </Input.Wrapper>
      }
    >
      <Field {...props} />
    </Suspense>
  );
}
