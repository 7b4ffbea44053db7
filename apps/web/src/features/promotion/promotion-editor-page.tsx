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
import { SpanishFields, useSpanishDraft } from '../../components/spanish-fields';
import { Trans, useLingui } from '@lingui/react/macro';

function PromotionForm({ promotion, onReload }: { promotion: Promotion; onReload: () => void }) {
  const { t } = useLingui();
  const update = useUpdatePromotion();
  const [title, setTitle] = useState(promotion.promotion.title);
  const [description, setDescription] = useState(promotion.promotion.description);
  const titleEs = useSpanishDraft('title', promotion.promotion);
  const descriptionEs = useSpanishDraft('description', promotion.promotion);
  const saved = { title: promotion.promotion.title, description: promotion.promotion.description };
  const media = useUploadSave({
    fieldsChanged: changedFrom({ title, description }, saved) || titleEs.changed || descriptionEs.changed,
    successMessage: t`Successfully updated Promotion`,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { upload, onProgress, options } = media.begin();
    update.mutate(
      { body: { title, description, ...titleEs.body(), ...descriptionEs.body(), ...upload }, onProgress },
      options,
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Card padding="xl">
        <Stack gap="lg">
          <SpanishFields
            draft={titleEs}
            label={t`Title`}
            maxLength={CONTENT_TITLE_MAX}
            english={
              <TextInput
                label={t`Title`}
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                maxLength={CONTENT_TITLE_MAX}
                error={fieldError(media.errors, 'title')}
              />
            }
          />
          <SpanishFields
            draft={descriptionEs}
            label={t`Description`}
            kind="rich"
            english={
              <RichTextEditor label={t`Description`} value={description} onChange={setDescription} minHeight={180} />
            }
          />
          <FileUpload
            label={t`Add a photo or video`}
            extensions={ATTACHMENT_EXTENSIONS}
            disabled={update.isPending}
            {...media.fileProps}
          />
          <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={16} />} w="fit-content">
            <Trans>Update</Trans>
          </Button>
          <MediaList title={t`Current media`} files={promotion.files} onRemoved={onReload} label={t`Current media`} />
        </Stack>
      </Card>
    </form>
  );
}

/** /admin/promotion (spec 2 §2 Promotion editor): title, rich description, uploads, Update, and the current media. */
export function PromotionEditorPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Promotion · Dripp Portal`);
  const { can } = usePermissions();
  const promotion = usePromotion();
  if (!can('promotions-edit')) return <Forbidden />;
  return (
    <Stack gap={0} maw={960}>
      <PageHeader title={t`Promotion`} />
      {loadFailure(promotion) ? (
        <LoadFailed failure={loadFailure(promotion)!} />
      ) : promotion.data === undefined ? (
        <Skeleton height={420} radius="md" role="status" aria-label={t`Loading`} />
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
