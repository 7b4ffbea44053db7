import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconDeviceMobile, IconCircleCheck } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { displayTime } from '../lib/format';
import type { OfflineRecord } from '../lib/use-draft';
import { useShownStoreZone } from '../lib/use-store-zone';
import { conflictChoice, differingLeaves, type DifferingLeaf, type Leaves, type MergeSource } from './conflict-choice';

export { leavesOf, type Leaves } from './conflict-choice';

/** When the phone kept something, on the store's clock like every time of the page. */
function timeOf(ms: number, timeZone: string | undefined): string {
  return displayTime(new Date(ms), timeZone);
}

interface Props<T> {
  record: OfflineRecord<T>;
  /** The record as the server has it now, and as typed here, compared field by field. */
  theirs?: Leaves;
  mine?: (value: T) => Leaves;
  /** Keep mine: save the edit again, based on the server's newer version. */
  onKeepMine: (mine: T) => void;
  busy?: boolean;
  /** Merge by field (decision 195): then `theirs` and `mine` above are not used. */
  merge?: FieldMergeProps<T>;
}

export interface FieldMergeProps<T> extends MergeSource<T> {
  /** The label the page shows for a field (`leads.open_lead` → "Opening Shift Lead"), and its value as read. */
  label: (path: string) => string;
  show?: (path: string, value: unknown) => string;
}

const tall = { h: 44, miw: 44 } as const;

/**
 * What the device holds of a daily record (decision 172): a draft from an earlier visit to restore
 * or discard, a save waiting for the network, its arrival, and a conflict with another device's
 * save with both versions side by side.
 */
export function OfflineRecordNotices<T>({ record, theirs, mine, onKeepMine, busy, merge }: Props<T>) {
  const { t } = useLingui();
  const { offer, pending, sent, conflict } = record;
  const zone = useShownStoreZone();
  const choice = conflictChoice(conflict, merge, record.basedOn, busy);
  const { merged } = choice;
  // Only one side changed each field: saved with no question, once per version of theirs.
  const autoSaved = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!choice.savesByItself || !merged || autoSaved.current === merge?.version) return;
    autoSaved.current = merge?.version;
    onKeepMine(merged.value);
  });
  const keepTheirs = () => {
    const theirs = choice.keepTheirs();
    if (theirs.drop) void record.keepTheirs();
    else onKeepMine(theirs.value);
  };
  // Until the server's newer version is read, and when it leaves nothing to ask, the save goes on by itself.
  if (choice.hidden) return null;
  const reason = pending?.message ?? t`unknown reason`;
  const queuedAt = pending ? timeOf(pending.queuedAt, zone) : '';
  const savedAt = offer ? timeOf(offer.savedAt, zone) : '';
  return (
    <Stack gap="sm" className="dripp-no-print">
      {conflict ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={20} />}
          title={t`Someone else saved this record while you were editing it`}
          data-offline-state="conflict"
          // Narrower than the table on a phone (in a card): the table scrolls, the text wraps.
          styles={{ body: { minWidth: 0 } }}
        >
          <Stack gap="sm">
            <Text size="sm">
              <Trans>Nothing was overwritten. Compare the two versions and choose which to keep.</Trans>
            </Text>
            {merge ? (
              <Asked merge={merge} asked={merged?.asked} />
            ) : (
              <Differences theirs={theirs} mine={mine ? mine(conflict.mine) : {}} />
            )}
            <Group gap="sm">
              <Button {...tall} onClick={() => onKeepMine(choice.keepMine() as T)} loading={busy}>
                <Trans>Keep mine</Trans>
              </Button>
              <Button {...tall} variant="default" onClick={keepTheirs} disabled={busy}>
                <Trans>Keep theirs</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : pending ? (
        <Alert
          color={pending.state === 'refused' ? 'red' : 'orange'}
          icon={<IconDeviceMobile size={20} />}
          title={t`Saved on this phone, not yet sent`}
          data-offline-state="pending"
        >
          {pending.state === 'refused'
            ? t`The server refused it: ${reason}`
            : t`Queued at ${queuedAt}. It is sent by itself when the connection returns.`}
        </Alert>
      ) : sent ? (
        <Alert color="green" icon={<IconCircleCheck size={20} />} title={t`Sent`} data-offline-state="sent">
          <Trans>The save kept on this phone has arrived.</Trans>
        </Alert>
      ) : null}
      {offer && !conflict && (
        <Alert color="blue" icon={<IconCloudUpload size={20} />} data-offline-state="draft">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              <Trans>You have unsaved changes from {savedAt} on this phone.</Trans>
            </Text>
            <Group gap="sm">
              <Button {...tall} onClick={record.restore}>
                <Trans>Restore</Trans>
              </Button>
              <Button {...tall} variant="default" onClick={record.discard}>
                <Trans>Discard</Trans>
              </Button>
            </Group>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}

function LoadingTheirs() {
  return (
    <Text size="sm">
      <Trans>Loading the version on the server…</Trans>
    </Text>
  );
}

function Differences({ theirs, mine }: { theirs: Leaves | undefined; mine: Leaves }) {
  if (!theirs) return <LoadingTheirs />;
  const rows = differingLeaves(theirs, mine);
  if (rows.length === 0)
    return (
      <Text size="sm">
        <Trans>The two versions hold the same values.</Trans>
      </Text>
    );
  return <ConflictTable rows={rows} />;
}

/** The fields both sides changed, under the page's labels: the only ones a person is asked about. */
function Asked<T>({
  merge,
  asked,
}: {
  merge: FieldMergeProps<T>;
  asked: { path: string; mine: unknown; theirs: unknown }[] | undefined;
}) {
  if (!asked) return <LoadingTheirs />;
  if (asked.length === 0)
    return (
      <Text size="sm">
        <Trans>Your changes and theirs are in different fields: both are kept.</Trans>
      </Text>
    );
  const show = merge.show ?? ((_path: string, value: unknown) => (value == null ? '' : String(value)));
  return (
    <ConflictTable
      rows={asked.map(({ path, mine, theirs }) => ({
        key: path,
        label: merge.label(path),
        theirs: show(path, theirs),
        mine: show(path, mine),
      }))}
    />
  );
}

function ConflictTable({ rows }: { rows: DifferingLeaf[] }) {
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table withTableBorder fz="sm" data-conflict="differences">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Field</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Theirs (on the server)</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Yours (this phone)</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-field={row.key}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td data-side="theirs">{row.theirs || '—'}</Table.Td>
              <Table.Td data-side="mine">{row.mine || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * What a save waiting on this phone holds, as the page labels it, shown while the page could not
 * load the record (decision 194): marked as not yet sent, not to be edited.
 */
export function QueuedFields({ title, fields }: { title: string; fields: { label: string; value: string }[] }) {
  return (
    <Card withBorder padding="md" data-offline-state="queued-version" aria-label={title} component="section">
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Nothing to show.</Trans>
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {fields.map((field, i) => (
            <Text component="li" size="sm" key={i} style={{ overflowWrap: 'anywhere' }}>
              {field.label}: <strong>{field.value || '—'}</strong>
            </Text>
          ))}
        </Stack>
      )}
    </Card>
  );
}
