import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { mergeFields } from '@dripp/domain/field-merge';
import { IconAlertTriangle, IconCloudUpload, IconDeviceMobile, IconCircleCheck } from '@tabler/icons-react';
import { displayTime } from '../lib/format';
import type { OfflineRecord } from '../lib/use-draft';
import { useShownStoreZone } from '../lib/use-store-zone';

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

export interface FieldMergeProps<T> {
  /** The record as the server had it when the edit began (undefined: not known). */
  base: T | undefined;
  /** The record as the server has it now, in the edit's shape (undefined while it loads). */
  theirs: T | undefined;
  /** The server's version now, and the one the edit was based on: theirs is fresh once they differ. */
  version: string | null | undefined;
  /** The label the page shows for a field (`leads.open_lead` → "Opening Shift Lead"), and its value as read. */
  label: (path: string) => string;
  show?: (path: string, value: unknown) => string;
  /**
   * A record whose fields are not plain keys (the waste log's list of lines): its fields as a plain
   * object to merge (given the base, which a list's removals are counted from), and back again
   * (`mine` lends what is not a field, such as row keys).
   */
  fields?: { of: (value: T, base: T | undefined) => unknown; back: (fields: unknown, mine: T) => T };
}

/** Merges the edit with the server's version by field, in the record's own shape. */
function mergeRecord<T>(merge: FieldMergeProps<T>, base: T | undefined, mine: T, theirs: T, prefer: 'mine' | 'theirs') {
  const of = (value: T) => (merge.fields ? merge.fields.of(value, base) : value);
  const merged = mergeFields(base === undefined ? undefined : of(base), of(mine), of(theirs), prefer);
  const same = JSON.stringify(merged.value) === JSON.stringify(of(theirs));
  return {
    value: merge.fields ? merge.fields.back(merged.value, mine) : (merged.value as T),
    asked: merged.asked,
    same,
  };
}

const tall = { h: 44, miw: 44 } as const;

/**
 * What the device holds of a daily record (decision 172): a draft from an earlier visit to restore
 * or discard, a save waiting for the network, its arrival, and a conflict with another device's
 * save with both versions side by side.
 */
export function OfflineRecordNotices<T>({ record, theirs, mine, onKeepMine, busy, merge }: Props<T>) {
  const { offer, pending, sent, conflict } = record;
  const zone = useShownStoreZone();
  // The base kept with the save (a queued one too), else the one the page still holds.
  const base = conflict?.base ?? merge?.base;
  const merged =
    conflict && merge?.theirs !== undefined ? mergeRecord(merge, base, conflict.mine, merge.theirs, 'mine') : null;
  // Theirs is the server's newer version once read (a page that could not load reads it after the 409).
  const fresh =
    merge !== undefined &&
    merge.theirs !== undefined &&
    merge.version !== (conflict ? conflict.basedOn : record.basedOn);
  // Only one side changed each field: saved with no question, once per version of theirs.
  const autoSaved = useRef<string | null | undefined>(undefined);
  const quiet = merged !== null && merged.asked.length === 0 && fresh && !busy;
  useEffect(() => {
    if (!quiet || !merged || autoSaved.current === merge?.version) return;
    autoSaved.current = merge?.version;
    onKeepMine(merged.value);
  });
  const keepTheirs = () => {
    if (!conflict || !merge?.theirs) return void record.keepTheirs();
    // Their value on each asked field; my changes elsewhere are still saved.
    const { value, same } = mergeRecord(merge, base, conflict.mine, merge.theirs, 'theirs');
    if (same) void record.keepTheirs();
    else onKeepMine(value);
  };
  // Until the server's newer version is read, and when it leaves nothing to ask, the save goes on by itself.
  const waiting = merge !== undefined && conflict !== null && (!fresh || merged?.asked.length === 0);
  if (waiting) return null;
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
            {merge ? (
              <Asked merge={merge} asked={merged?.asked} />
            ) : (
              <Differences theirs={theirs} mine={mine ? mine(conflict.mine) : {}} />
            )}
            <Group gap="sm">
              <Button {...tall} onClick={() => onKeepMine(merged ? merged.value : conflict.mine)} loading={busy}>
                Keep mine
              </Button>
              <Button {...tall} variant="default" onClick={keepTheirs} disabled={busy}>
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
            : `Queued at ${timeOf(pending.queuedAt, zone)}. It is sent by itself when the connection returns.`}
        </Alert>
      ) : sent ? (
        <Alert color="green" icon={<IconCircleCheck size={20} />} title="Sent" data-offline-state="sent">
          The save kept on this phone has arrived.
        </Alert>
      ) : null}
      {offer && !conflict && (
        <Alert color="blue" icon={<IconCloudUpload size={20} />} data-offline-state="draft">
          <Group justify="space-between" gap="sm">
            <Text size="sm">You have unsaved changes from {timeOf(offer.savedAt, zone)} on this phone.</Text>
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

interface ConflictRow {
  key: string;
  label: string;
  theirs: string;
  mine: string;
}

function Differences({ theirs, mine }: { theirs: Leaves | undefined; mine: Leaves }) {
  if (!theirs) return <Text size="sm">Loading the version on the server…</Text>;
  const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])].filter(
    (key) => (theirs[key] ?? '') !== (mine[key] ?? ''),
  );
  if (keys.length === 0) return <Text size="sm">The two versions hold the same values.</Text>;
  return (
    <ConflictTable
      rows={keys.map((key) => ({
        key,
        label: key.replaceAll('.', ' › ').replaceAll('_', ' '),
        theirs: theirs[key] ?? '',
        mine: mine[key] ?? '',
      }))}
    />
  );
}

/** The fields both sides changed, under the page's labels: the only ones a person is asked about. */
function Asked<T>({
  merge,
  asked,
}: {
  merge: FieldMergeProps<T>;
  asked: { path: string; mine: unknown; theirs: unknown }[] | undefined;
}) {
  if (!asked) return <Text size="sm">Loading the version on the server…</Text>;
  if (asked.length === 0) return <Text size="sm">Your changes and theirs are in different fields: both are kept.</Text>;
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

function ConflictTable({ rows }: { rows: ConflictRow[] }) {
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
          Nothing to show.
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
