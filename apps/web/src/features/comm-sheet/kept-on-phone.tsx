import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHIFT_LABELS, type ShiftType } from '@dripp/contract/comm-sheet';
import { OfflineRecordNotices } from '../../components/offline-record-notices';
import { useOfflineRecord } from '../../lib/use-draft';
import { showSavedShift } from './api/save-comm-sheet';

const nothing = () => undefined;

/** The shift as the waiting save has it, marked as not yet sent by the notice above it (decision 194). */
function QueuedShift({ value }: { value: unknown }) {
  const { names, comments } = value as { names?: string[]; comments?: string };
  const members = names?.filter(Boolean).join(', ') || '—';
  const text = comments ? (new DOMParser().parseFromString(comments, 'text/html').body.textContent?.trim() ?? '') : '';
  return (
    <Stack gap={4} data-offline-state="queued-version">
      {names && (
        <Text size="sm">
          <Trans>Team members: {members}</Trans>
        </Text>
      )}
      {text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <Trans>Comments: {text}</Trans>
        </Text>
      )}
    </Stack>
  );
}

/**
 * What the phone holds of a shift while the day could not be loaded (offline): the save waiting
 * to be sent, and whether a draft is kept. The draft is offered back once the day loads, in its card.
 */
export function KeptOnPhone({
  storeId,
  date,
  type,
  onSent,
}: {
  storeId: number;
  date: string;
  type: ShiftType;
  /** The save arrived, so the server answers again: the page loads the day once more. */
  onSent: () => void;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const record = useOfflineRecord<unknown>({
    page: 'comm-sheet',
    scope: `${storeId}|${date}|${type}`,
    draft: undefined,
    setDraft: nothing,
    clearDraft: nothing,
    version: undefined,
    onServerChanged: () => {
      showSavedShift(queryClient, { storeId, date, type });
      onSent();
    },
  });
  if (!record.pending && !record.offer && !record.sent) return null;
  return (
    <Stack gap="xs" data-kept-on-phone={type}>
      <Text fw={600}>{i18n._(SHIFT_LABELS[type])}</Text>
      <OfflineRecordNotices
        record={{ ...record, offer: null }}
        theirs={undefined}
        mine={() => ({})}
        onKeepMine={nothing}
      />
      {record.pending?.state === 'waiting' && <QueuedShift value={record.pending.value} />}
      {record.offer && (
        <Text size="sm" data-offline-state="draft-kept">
          <Trans>Your unsaved changes are kept on this phone: they are offered back once the sheet loads.</Trans>
        </Text>
      )}
    </Stack>
  );
}
