import { Anchor, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Accountability } from '@dripp/contract/history';
import { displayDateTime } from '../lib/format';

/**
 * Who wrote a record and when, who changed it last, and, on request, every change with its
 * before and after (DESIGN §8). Shared by every record a store is accountable for.
 */
export function RecordHistory({
  record,
  label,
  timeZone,
}: {
  record?: Accountability;
  label: string;
  /** The store's zone, on pages that show the store's clock; the browser's otherwise. */
  timeZone?: string;
}) {
  const [opened, { toggle }] = useDisclosure(false);
  if (!record) return null;
  const { created, updated, history } = record;
  const changedLater = updated && created && updated.at !== created.at;
  return (
    <Stack gap={4} data-record-history={label}>
      <Text size="sm" c="dimmed">
        {created
          ? `Written by ${created.by} on ${displayDateTime(created.at, timeZone)}`
          : 'Written before authors were recorded'}
        {changedLater ? ` · Last changed by ${updated.by} on ${displayDateTime(updated.at, timeZone)}` : ''}
      </Text>
      {history.length > 0 && (
        <>
          <Anchor component="button" type="button" size="sm" onClick={toggle} aria-expanded={opened}>
            {opened ? 'Hide changes' : `Show changes (${history.length})`}
          </Anchor>
          {opened && (
            <Stack component="ul" gap={6} m={0} pl="md" aria-label={`Changes to ${label}`}>
              {history.map((entry) => (
                <li key={`${entry.at}-${entry.by}`}>
                  <Text size="sm" fw={600}>
                    {entry.by}, {displayDateTime(entry.at, timeZone)}
                  </Text>
                  {entry.changes.map((change) => (
                    <Text size="sm" key={change.field}>
                      {change.field}: “{change.before || 'empty'}” → “{change.after || 'empty'}”
                    </Text>
                  ))}
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
