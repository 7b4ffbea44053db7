import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPhotoOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHIFT_LABELS, type CommSheetShift, type ShiftType } from '@dripp/contract/comm-sheet';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { FileUpload } from '../../components/file-upload';
import { WrittenLanguage } from '../../components/written-language';
import type { PickedFile } from '../../components/upload-request';
import { OfflineRecordNotices, type FieldMergeProps } from '../../components/offline-record-notices';
import { RecordHistory } from '../../components/record-history';
import { MediaList } from '../../components/media-list';
import { RichTextEditor } from '../../components/rich-text-editor';
import { i18n } from '../../i18n/i18n';
import { notifyError } from '../../lib/notify';
import { useOfflineRecord } from '../../lib/use-draft';
import { useEditBase } from '../../lib/use-edit-base';
import { showSavedShift, useSaveShift, type TypedShift } from './api/save-comm-sheet';
import { MemberNames } from './member-names';

/** The comments as read, for comparing two versions: the text without its markup. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** A card's fields as the card labels them, and as a person reads them in a conflict. */
const FIELD_LABELS: Record<string, MessageDescriptor> = { names: msg`Team members`, comments: msg`Comments` };
const showField = (path: string, value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : path === 'comments' ? textOf(String(value ?? '')) : String(value ?? '');

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
  const { t } = useLingui();
  const label = i18n._(SHIFT_LABELS[type]);
  const queryClient = useQueryClient();
  const [names, setNames] = useState<readonly string[] | null>(null);
  const [comments, setComments] = useState<string | null>(null);
  const [file, setFile] = useState<PickedFile | null>(null);
  // A file picked for a save that had to wait on the phone: it was not kept, and must be added again.
  const [fileLeft, setFileLeft] = useState<string | null>(null);

  const isNew = shift.id == null;
  const shownNames = names ?? shift.names;
  const shownComments = comments ?? shift.comments;
  const dirty = names !== null || comments !== null || file !== null;

  const typed = useMemo<TypedShift | undefined>(
    () =>
      names === null && comments === null
        ? undefined
        : { ...(names ? { names: [...names] } : {}), ...(comments !== null ? { comments } : {}) },
    [names, comments],
  );
  const restore = useCallback((value: TypedShift) => {
    setNames(value.names ?? null);
    setComments(value.comments ?? null);
  }, []);
  const clear = useCallback(() => {
    setNames(null);
    setComments(null);
  }, []);
  const where = { storeId, date, type };
  const record = useOfflineRecord<TypedShift>({
    page: 'comm-sheet',
    scope: `${storeId}|${date}|${type}`,
    draft: typed,
    setDraft: restore,
    clearDraft: clear,
    version: shift.version,
    onServerChanged: () => showSavedShift(queryClient, where),
  });
  // A save waiting on the phone is not lost by leaving: only what was typed since (or a picked file) asks first.
  const leaveAsks = dirty && !(record.queuedAsTyped && file === null);
  useEffect(() => {
    onDirtyChange(type, leaveAsks);
    return () => onDirtyChange(type, false);
  }, [onDirtyChange, type, leaveAsks]);
  const onServer = useMemo<TypedShift>(() => ({ names: [...shift.names], comments: shift.comments }), [shift]);
  const base = useEditBase(onServer, typed !== undefined, record.basedOn === shift.version);
  const merge: FieldMergeProps<TypedShift> = {
    base,
    theirs: onServer,
    version: shift.version,
    label: (path) => (FIELD_LABELS[path] ? i18n._(FIELD_LABELS[path]) : path),
    show: showField,
  };

  const { saving, progress, send: save } = useSaveShift({ where, shift, record, base, clear });
  const send = async (value: TypedShift) => {
    if (!(isNew ? mayCreate : mayUpdate)) {
      notifyError(t`You are not authorized`);
      return;
    }
    const picked = file;
    const outcome = await save(value, picked);
    if (outcome === 'saved') {
      setFile(null);
      setFileLeft(null);
    } else if (outcome === 'queued' && picked) {
      setFile(null);
      setFileLeft(picked.filename);
    } else if (outcome === 'conflict') {
      // Theirs is shown beside mine; what was typed stays in the card until the person chooses.
      restore(value);
    }
  };

  const headingId = `comm-sheet-${type}-title`;

  return (
    <Card component="section" aria-labelledby={headingId} padding="lg">
      <ShiftCardHeading headingId={headingId} label={label} dirty={dirty} isNew={isNew} />
      <Stack gap="sm" mb={record.offer || record.pending || record.sent || record.conflict || fileLeft ? 'md' : 0}>
        <OfflineRecordNotices record={record} merge={merge} onKeepMine={(value) => void send(value)} busy={saving} />
        {fileLeft && <FileLeftNotice filename={fileLeft} />}
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <MemberNames shiftLabel={label} names={shownNames} onChange={setNames} disabled={saving} />
            <ShiftFileField
              file={file}
              onChange={(picked) => {
                setFile(picked);
                if (picked) setFileLeft(null);
              }}
              progress={progress}
              disabled={saving}
            />
            <MediaList files={shift.files} onRemoved={onMediaRemoved} canDelete={mayUpdate} label={t`${label} media`} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RichTextEditor
            label={t`Comments`}
            value={shownComments}
            onChange={(html) => setComments(html === shift.comments ? null : html)}
            disabled={saving}
            minHeight={180}
          />
          {comments === null && shift.comments && (
            <Group justify="flex-end" mt={4}>
              <WrittenLanguage language={shift.comments_language} />
            </Group>
          )}
        </Grid.Col>
      </Grid>
      <Group justify="space-between" align="flex-start" mt="lg" gap="sm">
        <RecordHistory record={shift.record} label={label} />
        <Button
          onClick={() => void send(typed ?? {})}
          disabled={!dirty || saving}
          leftSection={saving ? <Loader size={16} color="currentColor" /> : <IconDeviceFloppy size={18} />}
          aria-label={saving ? t`Loading ${label}` : t`Save ${label}`}
          miw={120}
        >
          {saving ? <Trans>Loading</Trans> : <Trans>Save</Trans>}
        </Button>
      </Group>
    </Card>
  );
}

/** The shift's name, and whether the card holds unsaved changes or was never started. */
function ShiftCardHeading(props: { headingId: string; label: string; dirty: boolean; isNew: boolean }) {
  const { headingId, label, dirty, isNew } = props;
  return (
    <Group justify="space-between" mb="md" gap="xs">
      <Title order={2} size="h3" c="espresso.9" id={headingId}>
        {label}
      </Title>
      {dirty ? (
        <Badge color="orange" variant="light">
          <Trans>Unsaved changes</Trans>
        </Badge>
      ) : (
        isNew && (
          <Badge color="gray" variant="light">
            <Trans>Not started</Trans>
          </Badge>
        )
      )}
    </Group>
  );
}

/** A file picked for a save that had to wait on the phone was not kept. */
function FileLeftNotice({ filename }: { filename: string }) {
  return (
    <Alert color="orange" icon={<IconPhotoOff size={20} />} data-offline-state="file-left">
      <Trans>
        {filename} was not saved: a photo or video cannot wait on this phone. Only the text waits; add the file again
        once you are back online.
      </Trans>
    </Alert>
  );
}

interface ShiftFileFieldProps {
  file: PickedFile | null;
  onChange: (picked: PickedFile | null) => void;
  progress: number | null;
  disabled: boolean;
}

/** The photo or video to attach, with the reminder that only the text is kept on the phone. */
function ShiftFileField({ file, onChange, progress, disabled }: ShiftFileFieldProps) {
  const { t } = useLingui();
  return (
    <>
      <FileUpload
        label={t`Photo or video`}
        extensions={ATTACHMENT_EXTENSIONS}
        value={file}
        onChange={onChange}
        progress={progress}
        disabled={disabled}
        streamVideos
      />
      {file && (
        <Text size="xs" c="dimmed">
          <Trans>
            Only the text is kept on this phone until it is saved: if the page is closed first, pick the file again.
          </Trans>
        </Text>
      )}
    </>
  );
}
