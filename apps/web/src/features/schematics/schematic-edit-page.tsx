import { useState, type FormEvent } from 'react';
import { Card, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { SCHEMATIC_NAME_MAX, type SchematicWithFiles } from '@dripp/contract/schematics';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { SpanishFields, useSpanishDraft } from '../../components/spanish-fields';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { MediaSection } from '../../components/media-section';
import { NotLoaded } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { SaveCancel } from '../../components/save-cancel';
import { useUploadSave } from '../../components/use-upload-save';
import { fieldError } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { changedFrom } from '../../lib/use-unsaved-changes';
import { useSchematic } from './api/get-schematic';
import { useUpdateSchematic } from './api/update-schematic';
import { useLingui } from '@lingui/react/macro';

function SchematicForm({ schematic, onReload }: { schematic: SchematicWithFiles; onReload: () => void }) {
  const { t } = useLingui();
  const update = useUpdateSchematic();
  const [name, setName] = useState(schematic.name);
  const nameEs = useSpanishDraft('name', schematic);
  const media = useUploadSave({
    fieldsChanged: changedFrom({ name }, { name: schematic.name }) || nameEs.changed,
    successMessage: t`Successfully updated Schematic`,
    streamVideos: true,
  });

  const schematicName = schematic.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Blank name changes are ignored (spec 2 §5).
    if (!name.trim()) return;
    const { upload, streamed, onProgress, options } = media.begin();
    // Saving reloads in place (spec 2 §4).
    update.mutate(
      { id: schematic.id, body: { name: name.trim(), ...nameEs.body(), ...upload }, onProgress, streamed },
      options,
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Card padding="xl">
        <Stack gap="lg">
          <SpanishFields
            draft={nameEs}
            label={t`Name`}
            maxLength={SCHEMATIC_NAME_MAX}
            english={
              <TextInput
                label={t`Name`}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={SCHEMATIC_NAME_MAX}
                withAsterisk
                error={fieldError(media.errors, 'name')}
              />
            }
          />
          <MediaSection
            upload={media}
            saving={update.isPending}
            files={schematic.files}
            onRemoved={onReload}
            label={t`${schematicName} media`}
          />
          <SaveCancel cancelHref={paths.adminSchematics.href()} saving={update.isPending} />
        </Stack>
      </Card>
    </form>
  );
}

/** /admin/schematics/{id} (spec 2 §2): name, media upload, media with per-item delete, Save and Cancel. */
export function SchematicEditPage() {
  const params = useParams();
  const raw = Number(params.id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const { can } = usePermissions();
  const allowed = can('schematics-edit');
  const schematic = useSchematic(allowed ? id : null);
  const { t } = useLingui();
  useDocumentTitle(t`Edit Schematic · Dripp Portal`);

  if (!allowed) return <Forbidden />;
  if (id == null) return <NotFoundPage />;
  return (
    <Stack gap={0} maw={960}>
      <PageHeader title={t`Edit Schematic`} />
      {loadFailure(schematic) ? (
        <NotLoaded
          message={t`This schematic could not be loaded.`}
          backHref={paths.adminSchematics.href()}
          backLabel={t`Back to Schematics`}
          failure={loadFailure(schematic)}
        />
      ) : schematic.data === undefined ? (
        <Skeleton height={320} radius="md" role="status" aria-label={t`Loading`} />
      ) : (
        <SchematicForm key={schematic.data.name} schematic={schematic.data} onReload={() => void schematic.refetch()} />
      )}
    </Stack>
  );
}
