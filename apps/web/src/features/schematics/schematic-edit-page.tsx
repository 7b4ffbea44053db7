import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { SCHEMATIC_NAME_MAX, type SchematicWithFiles } from '@dripp/contract/schematics';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { paths } from '../../app/paths';
import { FileUpload, type PickedFile } from '../../components/file-upload';
import { Forbidden } from '../../components/forbidden';
import { MediaList } from '../../components/media-list';
import { NotLoaded } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { changedFrom, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useSchematic } from './api/get-schematic';
import { useUpdateSchematic } from './api/update-schematic';

function SchematicForm({ schematic, onReload }: { schematic: SchematicWithFiles; onReload: () => void }) {
  const update = useUpdateSchematic();
  const [name, setName] = useState(schematic.name);
  const [file, setFile] = useState<PickedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { leaveFreely } = useUnsavedChanges(file !== null || changedFrom({ name }, { name: schematic.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Blank name changes are ignored (spec 2 §5).
    if (!name.trim()) return;
    setErrors({});
    if (file) setProgress(0);
    update.mutate(
      {
        id: schematic.id,
        body: { name: name.trim(), file: file?.file ?? null, filename: file?.filename ?? null },
        onProgress: file ? setProgress : undefined,
      },
      {
        // Saving reloads in place (spec 2 §4).
        onSuccess: () => {
          leaveFreely();
          notifySuccess('Successfully updated Schematic');
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
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={SCHEMATIC_NAME_MAX}
            withAsterisk
            error={fieldError(errors, 'name')}
          />
          <FileUpload
            label="Add a photo or video"
            extensions={ATTACHMENT_EXTENSIONS}
            value={file}
            onChange={setFile}
            progress={progress}
            disabled={update.isPending}
            error={fieldError(errors, 'file')}
          />
          <MediaList title="Media" files={schematic.files} onRemoved={onReload} label={`${schematic.name} media`} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={paths.adminSchematics.href()}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              Save
            </Button>
          </Group>
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
  useDocumentTitle('Edit Schematic · Dripp Portal');

  if (!allowed) return <Forbidden />;
  if (id == null) return <NotFoundPage />;
  return (
    <Stack gap={0} maw={960}>
      <PageHeader title="Edit Schematic" />
      {loadFailure(schematic) ? (
        <NotLoaded
          message="This schematic could not be loaded."
          backHref={paths.adminSchematics.href()}
          backLabel="Back to Schematics"
          failure={loadFailure(schematic)}
        />
      ) : schematic.data === undefined ? (
        <Skeleton height={320} radius="md" aria-label="Loading" />
      ) : (
        <SchematicForm key={schematic.data.name} schematic={schematic.data} onReload={() => void schematic.refetch()} />
      )}
    </Stack>
  );
}
