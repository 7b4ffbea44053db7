import { useState, type FormEvent } from 'react';
import { Button, Card, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { CARD_DESCRIPTION_MAX, CONTENT_TITLE_MAX, type Dashboard } from '@dripp/contract/home-content';
import { IMAGE_EXTENSIONS } from '@dripp/contract/media';
import { FileUpload } from '../../components/file-upload';
import { SpanishFields, useSpanishDraft } from '../../components/spanish-fields';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { MediaList } from '../../components/media-list';
import { PageHeader } from '../../components/page-header';
import { RichTextEditor } from '../../components/rich-text-editor';
import { useUploadSave } from '../../components/use-upload-save';
import { fieldError } from '../../lib/api-client';
import { usePermissions } from '../../lib/permissions';
import { changedFrom } from '../../lib/use-unsaved-changes';
import { useDashboard } from './api/get-dashboard';
import { useUpdateDashboard } from './api/update-dashboard';
import { loadFailure } from '../../lib/load-state';
import { Trans, useLingui } from '@lingui/react/macro';

function DashboardForm({ dashboard, onReload }: { dashboard: Dashboard; onReload: () => void }) {
  const { t } = useLingui();
  const update = useUpdateDashboard();
  const [announcement, setAnnouncement] = useState(dashboard.announcement);
  const [title, setTitle] = useState(dashboard.title);
  const [description, setDescription] = useState(dashboard.description);
  const announcementEs = useSpanishDraft('announcement', dashboard);
  const titleEs = useSpanishDraft('title', dashboard);
  const descriptionEs = useSpanishDraft('description', dashboard);
  const image = useUploadSave({
    fieldsChanged:
      changedFrom(
        { announcement, title, description },
        { announcement: dashboard.announcement, title: dashboard.title, description: dashboard.description },
      ) ||
      announcementEs.changed ||
      titleEs.changed ||
      descriptionEs.changed,
    successMessage: t`Successfully updated Dashboard`,
  });
  const { errors } = image;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { upload, onProgress, options } = image.begin();
    const spanish = { ...announcementEs.body(), ...titleEs.body(), ...descriptionEs.body() };
    update.mutate({ body: { announcement, title, description, ...spanish, ...upload }, onProgress }, options);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Card padding="xl">
          <SpanishFields
            draft={announcementEs}
            label={t`Important announcement`}
            kind="rich"
            english={
              <RichTextEditor
                label={t`Important announcement`}
                value={announcement}
                onChange={setAnnouncement}
                placeholder={t`What every store should know today`}
                minHeight={160}
              />
            }
          />
          {fieldError(errors, 'announcement') && (
            <Text c="red" size="sm" mt={4}>
              {fieldError(errors, 'announcement')}
            </Text>
          )}
        </Card>
        <Card padding="xl">
          <Stack gap="md">
            <Text fw={700} c="espresso.9">
              <Trans>Promotion card</Trans>
            </Text>
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
                  error={fieldError(errors, 'title')}
                />
              }
            />
            <SpanishFields
              draft={descriptionEs}
              label={t`Description`}
              kind="lines"
              maxLength={CARD_DESCRIPTION_MAX}
              english={
                <Textarea
                  label={t`Description`}
                  value={description}
                  onChange={(e) => setDescription(e.currentTarget.value)}
                  maxLength={CARD_DESCRIPTION_MAX}
                  autosize
                  minRows={3}
                  error={fieldError(errors, 'description')}
                />
              }
            />
            {dashboard.file && !image.file && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  <Trans>Current image</Trans>
                </Text>
                <MediaList
                  files={[{ url: dashboard.file, is_video: false }]}
                  onRemoved={onReload}
                  label={t`Current image`}
                />
              </Stack>
            )}
            <FileUpload
              label={dashboard.file ? t`Replace the image` : t`Image`}
              extensions={IMAGE_EXTENSIONS}
              disabled={update.isPending}
              {...image.fileProps}
            />
          </Stack>
        </Card>
        <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={16} />} w="fit-content">
          <Trans>Update</Trans>
        </Button>
      </Stack>
    </form>
  );
}

/** /admin/dashboard (spec 2 §2 Dashboard editor): the announcement and the Home promotion card. */
export function DashboardEditorPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard · Dripp Portal`);
  const { can } = usePermissions();
  const allowed = can('promotions-edit');
  const dashboard = useDashboard();
  if (!allowed) return <Forbidden />;
  return (
    <Stack gap={0} maw={960}>
      <PageHeader title={t`Dashboard`} />
      {loadFailure(dashboard) ? (
        <LoadFailed failure={loadFailure(dashboard)!} />
      ) : dashboard.data === undefined ? (
        <Stack gap="lg" role="status" aria-label={t`Loading`}>
          <Skeleton height={220} radius="md" />
          <Skeleton height={300} radius="md" />
        </Stack>
      ) : (
        <DashboardForm
          key={JSON.stringify(dashboard.data)}
          dashboard={dashboard.data}
          onReload={() => void dashboard.refetch()}
        />
      )}
    </Stack>
  );
}
