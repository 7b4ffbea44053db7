import { useEffect, useState } from 'react';
import { Badge, Button, Card, Grid, Group, Loader, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { SHIFT_LABELS, type CommSheetShift, type ShiftType } from '@dripp/contract/comm-sheet';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { FileUpload, uploadFields, type PickedFile } from '../../components/file-upload';
import { RecordHistory } from '../../components/record-history';
import { MediaList } from '../../components/media-list';
import { RichTextEditor } from '../../components/rich-text-editor';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreateCommSheet } from './api/create-comm-sheet';
import { useUpdateCommSheet } from './api/update-comm-sheet';
import { MemberNames } from './member-names';

export interface ShiftCardProps {
  storeId: number;
  date: string;
  type: ShiftType;
  shift: CommSheetShift;
  /** Whether the user may save this card (a new card is created, an existing one updated). */
  mayCreate: boolean;
  mayUpdate: boolean;
  onMediaRemoved: () => void;
  /** Told whether this card holds unsaved changes, so the page can ask before it is left. */
  onDirtyChange: (type: ShiftType, dirty: boolean) => void;
}

/**
 * One shift of the communication sheet (spec 1 §2): team members, the hand-over comment, a photo
 * or video to attach, the attached media, and Save, enabled only once something changed.
 * Unsaved edits are kept as a draft over the loaded shift, so a reload (after a media delete in
 * another card, say) never throws them away.
 */
export function ShiftCard({
  storeId,
  date,
  type,
  shift,
  mayCreate,
  mayUpdate,
  onMediaRemoved,
  onDirtyChange,
}: ShiftCardProps) {
  const label = SHIFT_LABELS[type];
  const [names, setNames] = useState<readonly string[] | null>(null);
  const [comments, setComments] = useState<string | null>(null);
  const [file, setFile] = useState<PickedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateCommSheet();
  const update = useUpdateCommSheet();

  const isNew = shift.id == null;
  const shownNames = names ?? shift.names;
  const shownComments = comments ?? shift.comments;
  const dirty = names !== null || comments !== null || file !== null;
  const saving = create.isPending || update.isPending;
  useEffect(() => {
    onDirtyChange(type, dirty);
    return () => onDirtyChange(type, false);
  }, [onDirtyChange, type, dirty]);

  const save = async () => {
    if (!(isNew ? mayCreate : mayUpdate)) {
      notifyError('You are not authorized');
      return;
    }
    const body = {
      names: [...shownNames],
      comments: shownComments,
      ...uploadFields(file),
    };
    const onProgress = file ? setProgress : undefined;
    if (file) setProgress(0);
    try {
      if (shift.id == null) {
        await create.mutateAsync({ storeId, date, type, body, onProgress, streamed: file });
        notifySuccess('Successfully saved new Communication Sheet');
      } else {
        await update.mutateAsync({ id: shift.id, storeId, date, type, body, onProgress, streamed: file });
        notifySuccess('Successfully updated Communication Sheet');
      }
      setNames(null);
      setComments(null);
      setFile(null);
    } catch {
      // The API client has shown the error; the draft stays for another try.
    } finally {
      setProgress(null);
    }
  };

  const headingId = `comm-sheet-${type}-title`;

  return (
    <Card component="section" aria-labelledby={headingId} padding="lg">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h3" c="espresso.9" id={headingId}>
          {label}
        </Title>
        {dirty ? (
          <Badge color="orange" variant="light">
            Unsaved changes
          </Badge>
        ) : (
          isNew && (
            <Badge color="gray" variant="light">
              Not started
            </Badge>
          )
        )}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <MemberNames shiftLabel={label} names={shownNames} onChange={setNames} disabled={saving} />
            <FileUpload
              label="Photo or video"
              extensions={ATTACHMENT_EXTENSIONS}
              value={file}
              onChange={setFile}
              progress={progress}
              disabled={saving}
              streamVideos
            />
            <MediaList files={shift.files} onRemoved={onMediaRemoved} canDelete={mayUpdate} label={`${label} media`} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RichTextEditor
            label="Comments"
            value={shownComments}
            onChange={(html) => setComments(html === shift.comments ? null : html)}
            disabled={saving}
            minHeight={180}
          />
        </Grid.Col>
      </Grid>
      <Group justify="space-between" align="flex-start" mt="lg" gap="sm">
        <RecordHistory record={shift.record} label={label} />
        <Button
          onClick={() => void save()}
          disabled={!dirty || saving}
          leftSection={saving ? <Loader size={16} color="currentColor" /> : <IconDeviceFloppy size={18} />}
          aria-label={`${saving ? 'Loading' : 'Save'} ${label}`}
          miw={120}
        >
          {saving ? 'Loading' : 'Save'}
        </Button>
      </Group>
    </Card>
  );
}
