import { useState, type FormEvent } from 'react';
import { Anchor, Button, Card, Group, Input, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { DOCUMENT_EXTENSIONS, type HrDocument } from '@dripp/contract/documents';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { paths } from '../../config/paths';
import { FileUpload } from '../../components/file-upload';
import type { PickedFile } from '../../components/upload-request';
import { Forbidden } from '../../components/forbidden';
import { NotLoaded } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useDocument } from './api/get-document';
import { useSaveDocument } from './api/save-document';
import { downloadDocument, formatSize } from './open-document';

function DocumentForm({ doc }: { doc: HrDocument | null }) {
  const navigate = useNavigate();
  const save = useSaveDocument();
  const [title, setTitle] = useState(doc?.title ?? '');
  const [file, setFile] = useState<PickedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { leaveFreely } = useUnsavedChanges(title !== (doc?.title ?? '') || file !== null);
  const { can } = usePermissions();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 2 §5: a new document needs a non-blank title and a file; an update, a non-blank title.
    const trimmed = title.trim();
    const missing: FieldErrors = {};
    if (!trimmed) missing.title = ['Title is required'];
    if (!doc && !file) missing.file = ['Choose a file'];
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    if (file) setProgress(0);
    save.mutate(
      doc
        ? { id: doc.id, body: { title: trimmed } }
        : { id: null, body: { title: trimmed, file: file!.file, filename: file!.filename }, onProgress: setProgress },
      {
        onSuccess: () => {
          leaveFreely();
          notifySuccess(doc ? 'Successfully updated document' : 'Successfully saved document');
          navigate(paths.adminDocuments.href());
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Card component="form" padding="lg" onSubmit={submit} noValidate maw={720}>
      <Stack gap="lg">
        <TextInput
          label="Title"
          required
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={fieldError(errors, 'title')}
          maxLength={200}
        />
        {doc ? (
          <Input.Wrapper label="File">
            <Group gap="sm" mt={4}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {doc.file} · {formatSize(doc.size)}
              </Text>
              {can('documents-forms-download') && (
                <Anchor component="button" type="button" size="sm" onClick={() => void downloadDocument(doc.id)}>
                  <Group gap={4} component="span">
                    <IconDownload size={16} /> Download
                  </Group>
                </Anchor>
              )}
            </Group>
          </Input.Wrapper>
        ) : (
          <Stack gap={4}>
            <FileUpload
              label="File"
              extensions={DOCUMENT_EXTENSIONS}
              value={file}
              onChange={setFile}
              progress={progress}
              disabled={save.isPending}
              error={fieldError(errors, 'file')}
            />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button component={Link} to={paths.adminDocuments.href()} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} />}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /admin/documents/{id} with "new" (spec 2 §2 "HR documents admin"). */
export function DocumentEditPage() {
  const { id: idParam } = useParams();
  const isNew = idParam === 'new';
  const id = !isNew && idParam && /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  useDocumentTitle(`${isNew ? 'New Document' : 'Edit Document'} · Dripp Portal`);
  const { can } = usePermissions();
  const doc = useDocument(id);

  if (!isNew && id == null) return <NotFoundPage />;
  if (!can(isNew ? 'documents-forms-create' : 'documents-forms-edit')) return <Forbidden />;
  const failure = isNew ? null : loadFailure(doc);
  if (failure)
    return (
      <NotLoaded
        message="Could not get Document"
        backHref={paths.adminDocuments.href()}
        backLabel="Back to Documents"
        failure={failure}
      />
    );

  return (
    <Stack gap="lg">
      <PageHeader title={isNew ? 'New Document' : 'Edit Document'} />
      {!isNew && doc.data === undefined ? (
        <Card padding="lg" maw={720}>
          <Stack gap="sm" role="status" aria-label="Loading document">
            <Skeleton height={60} />
            <Skeleton height={40} />
          </Stack>
        </Card>
      ) : (
        <DocumentForm key={doc.data?.id ?? 'new'} doc={isNew ? null : (doc.data ?? null)} />
      )}
    </Stack>
  );
}
