import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconDeviceMobile, IconCircleCheck } from '@tabler/icons-react';
import type { OfflineRecord } from '../lib/use-draft';

/** A leaf of a record as a row of the comparison: where it is, and its text. */
export type Leaves = Record<string, string>;

/** Every leaf of a plain value, by dotted path (`bar_safe.open.b20` → `'2'`). */
export function leavesOf(value: unknown, prefix = ''): Leaves {
  if (value === null || value === undefined) return prefix ? { [prefix]: '' } : {};
  if (typeof value !== 'object') return { [prefix]: String(value) };
  const out: Leaves = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, leavesOf(inner, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

function timeOf(ms: number): string {
  return new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

interface Props<T> {
  record: OfflineRecord<T>;
  /** The record as the server has it now, and as typed here, compared field by field. */
  theirs: Leaves | undefined;
  mine: (value: T) => Leaves;
  /** Keep mine: save the edit again, based on the server's newer version. */
  onKeepMine: (mine: T) => void;
  busy?: boolean;
}

const tall = { h: 44, miw: 44 } as const;

/**
 * What the device holds of a daily record (decision 172): a draft from an earlier visit to restore
 * or discard, a save waiting for the network, its arrival, and a conflict with another device's
 * save with both versions side by side.
 */
export function OfflineRecordNotices<T>({ record, theirs, mine, onKeepMine, busy }: Props<T>) {
  const { offer, pending, sent, conflict } = record;
  return (
    <Stack gap="sm" className="dripp-no-print">
      {conflict ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={20} />}
          title="Someone else saved this record while you were editing it"
          data-offline-state="conflict"
          // Narrower than the table on a phone (in a card): the table scrolls, the text wraps.
          styles={{ body: { minWidth: 0 } }}
        >
          <Stack gap="sm">
            <Text size="sm">Nothing was overwritten. Compare the two versions and choose which to keep.</Text>
            <Differences theirs={theirs} mine={mine(conflict.mine)} />
            <Group gap="sm">
              <Button {...tall} onClick={() => onKeepMine(conflict.mine)} loading={busy}>
                Keep mine
              </Button>
              <Button {...tall} variant="default" onClick={() => void record.keepTheirs()} disabled={busy}>
                Keep theirs
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : pending ? (
        <Alert
          color={pending.state === 'refused' ? 'red' : 'orange'}
          icon={<IconDeviceMobile size={20} />}
          title="Saved on this phone, not yet sent"
          data-offline-state="pending"
        >
          {pending.state === 'refused'
            ? `The server refused it: ${pending.message ?? 'unknown reason'}`
            : `Queued at ${timeOf(pending.queuedAt)}. It is sent by itself when the connection returns.`}
        </Alert>
      ) : sent ? (
        <Alert color="green" icon={<IconCircleCheck size={20} />} title="Sent" data-offline-state="sent">
          The save kept on this phone has arrived.
        </Alert>
      ) : null}
      {offer && !conflict && (
        <Alert color="blue" icon={<IconCloudUpload size={20} />} data-offline-state="draft">
          <Group justify="space-between" gap="sm">
            <Text size="sm">You have unsaved changes from {timeOf(offer.savedAt)} on this phone.</Text>
            <Group gap="sm">
              <Button {...tall} onClick={record.restore}>
                Restore
              </Button>
              <Button {...tall} variant="default" onClick={record.discard}>
                Discard
              </Button>
            </Group>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}

function Differences({ theirs, mine }: { theirs: Leaves | undefined; mine: Leaves }) {
  if (!theirs) return <Text size="sm">Loading the version on the server…</Text>;
  const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])].filter(
    (key) => (theirs[key] ?? '') !== (mine[key] ?? ''),
  );
  if (keys.length === 0) return <Text size="sm">The two versions hold the same values.</Text>;
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table withTableBorder fz="sm" data-conflict="differences">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Theirs (on the server)</Table.Th>
            <Table.Th>Yours (this phone)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key}>
              <Table.Td>{key.replaceAll('.', ' › ').replaceAll('_', ' ')}</Table.Td>
              <Table.Td data-side="theirs">{theirs[key] || '—'}</Table.Td>
              <Table.Td data-side="mine">{mine[key] || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
