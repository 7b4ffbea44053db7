import { useState, type FormEvent } from 'react';
import { Anchor, Button, Card, Group, Input, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { DOCUMENT_EXTENSIONS, type HrDocument } from '@dripp/contract/documents';
import { Link, useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
    if (!trimmed) missing.title = [t`Title is required`];
    if (!doc && !file) missing.file = [t`Choose a file`];
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
          notifySuccess(doc ? t`Successfully updated document` : t`Successfully saved document`);
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
          label={t`Title`}
          required
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={fieldError(errors, 'title')}
          maxLength={200}
        />
        {doc ? (
          <Input.Wrapper label={t`File`}>
            <Group gap="sm" mt={4}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {doc.file} · {formatSize(doc.size)}
              </Text>
              {can('documents-forms-download') && (
                <Anchor component="button" type="button" size="sm" onClick={() => void downloadDocument(doc.id)}>
                  <Group gap={4} component="span">
                    <IconDownload size={16} /> <Trans>Download</Trans>
                  </Group>
                </Anchor>
              )}
            </Group>
          </Input.Wrapper>
        ) : (
          <Stack gap={4}>
            <FileUpload
              label={t`File`}
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
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} />}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /admin/documents/{id} with "new" (spec 2 §2 "HR documents admin"). */
export function DocumentEditPage() {
  const { id: idParam } = useParams();
  const { t } = useLingui();
  const isNew = idParam === 'new';
  const id = !isNew && idParam && /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  useDocumentTitle(isNew ? t`New Document · Dripp Portal` : t`Edit Document · Dripp Portal`);
  const { can } = usePermissions();
  const doc = useDocument(id);

  if (!isNew && id == null) return <NotFoundPage />;
  if (!can(isNew ? 'documents-forms-create' : 'documents-forms-edit')) return <Forbidden />;
  const failure = isNew ? null : loadFailure(doc);
  if (failure)
    return (
      <NotLoaded
        message={t`Could not get Document`}
        backHref={paths.adminDocuments.href()}
        backLabel={t`Back to Documents`}
        failure={failure}
      />
    );

  return (
    <Stack gap="lg">
      <PageHeader title={isNew ? t`New Document` : t`Edit Document`} />
      {!isNew && doc.data === undefined ? (
        <Card padding="lg" maw={720}>
          <Stack gap="sm" role="status" aria-label={t`Loading document`}>
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
