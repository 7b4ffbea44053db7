import { useState, type FormEvent } from 'react';
import { Button, Card, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { CONTENT_TITLE_MAX, type Promotion } from '@dripp/contract/home-content';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { FileUpload, type PickedFile } from '../../components/file-upload';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { MediaList } from '../../components/media-list';
import { PageHeader } from '../../components/page-header';
import { RichTextEditor } from '../../components/rich-text-editor';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { changedFrom, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { usePromotion } from './api/get-promotion';
import { useUpdatePromotion } from './api/update-promotion';
import { loadFailure } from '../../lib/load-state';

function PromotionForm({ promotion, onReload }: { promotion: Promotion; onReload: () => void }) {
  const update = useUpdatePromotion();
  const [title, setTitle] = useState(promotion.promotion.title);
  const [description, setDescription] = useState(promotion.promotion.description);
  const [file, setFile] = useState<PickedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { leaveFreely } = useUnsavedChanges(file !== null || changedFrom({ title, description }, promotion.promotion));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    if (file) setProgress(0);
    update.mutate(
      {
        body: { title, description, file: file?.file ?? null, filename: file?.filename ?? null },
        onProgress: file ? setProgress : undefined,
      },
      {
        onSuccess: () => {
          leaveFreely();
          notifySuccess('Successfully updated Promotion');
          setFile(null);
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Card padding="xl">
        <Stack gap="lg">
          <TextInput
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={CONTENT_TITLE_MAX}
            error={fieldError(errors, 'title')}
          />
          <RichTextEditor label="Description" value={description} onChange={setDescription} minHeight={180} />
          <FileUpload
            label="Add a photo or video"
            extensions={ATTACHMENT_EXTENSIONS}
            value={file}
            onChange={setFile}
            progress={progress}
            disabled={update.isPending}
            error={fieldError(errors, 'file')}
          />
          <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={16} />} w="fit-content">
            Update
          </Button>
          <MediaList title="Current media" files={promotion.files} onRemoved={onReload} label="Current media" />
        </Stack>
      </Card>
    </form>
  );
}

/** /admin/promotion (spec 2 §2 Promotion editor): title, rich description, uploads, Update, and the current media. */
export function PromotionEditorPage() {
  useDocumentTitle('Promotion · Dripp Portal');
  const { can } = usePermissions();
  const promotion = usePromotion();
  if (!can('promotions-edit')) return <Forbidden />;
  return (
    <Stack gap={0} maw={960}>
      <PageHeader title="Promotion" />
      {loadFailure(promotion) ? (
        <LoadFailed failure={loadFailure(promotion)!} />
      ) : promotion.data === undefined ? (
        <Skeleton height={420} radius="md" aria-label="Loading" />
      ) : (
        <PromotionForm
          key={JSON.stringify(promotion.data.promotion)}
          promotion={promotion.data}
          onReload={() => void promotion.refetch()}
        />
      )}
    </Stack>
  );
}
