import { useState, type FormEvent } from 'react';
import { Button, Card, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { CONTENT_TITLE_MAX, type Promotion } from '@dripp/contract/home-content';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { FileUpload } from '../../components/file-upload';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { MediaList } from '../../components/media-list';
import { PageHeader } from '../../components/page-header';
import { RichTextEditor } from '../../components/rich-text-editor';
import { useUploadSave } from '../../components/use-upload-save';
import { fieldError } from '../../lib/api-client';
import { usePermissions } from '../../lib/permissions';
import { changedFrom } from '../../lib/use-unsaved-changes';
import { usePromotion } from './api/get-promotion';
import { useUpdatePromotion } from './api/update-promotion';
import { loadFailure } from '../../lib/load-state';

function PromotionForm({ promotion, onReload }: { promotion: Promotion; onReload: () => void }) {
  const update = useUpdatePromotion();
  const [title, setTitle] = useState(promotion.promotion.title);
  const [description, setDescription] = useState(promotion.promotion.description);
  const media = useUploadSave({
    fieldsChanged: changedFrom({ title, description }, promotion.promotion),
    successMessage: 'Successfully updated Promotion',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { upload, onProgress, options } = media.begin();
    update.mutate({ body: { title, description, ...upload }, onProgress }, options);
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
            error={fieldError(media.errors, 'title')}
          />
          <RichTextEditor label="Description" value={description} onChange={setDescription} minHeight={180} />
          <FileUpload
            label="Add a photo or video"
            extensions={ATTACHMENT_EXTENSIONS}
            disabled={update.isPending}
            {...media.fileProps}
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
        <Skeleton height={420} radius="md" role="status" aria-label="Loading" />
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
