import { Anchor, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Accountability } from '@dripp/contract/history';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [opened, { toggle }] = useDisclosure(false);
  if (!record) return null;
  const { created, updated, history } = record;
  const changedLater = updated && created && updated.at !== created.at;
  const author = created?.by;
  const writtenAt = created ? displayDateTime(created.at, timeZone) : '';
  const changer = updated?.by;
  const changedAt = updated ? displayDateTime(updated.at, timeZone) : '';
  const empty = t`empty`;
  return (
    <Stack gap={4} data-record-history={label}>
      <Text size="sm" c="dimmed">
        {created ? t`Written by ${author} on ${writtenAt}` : t`Written before authors were recorded`}
        {changedLater ? ' · ' + t`Last changed by ${changer} on ${changedAt}` : ''}
      </Text>
      {history.length > 0 && (
        <>
          <Anchor component="button" type="button" size="sm" onClick={toggle} aria-expanded={opened}>
            {opened ? t`Hide changes` : plural(history.length, { one: 'Show changes (#)', other: 'Show changes (#)' })}
          </Anchor>
          {opened && (
            <Stack component="ul" gap={6} m={0} pl="md" aria-label={t`Changes to ${label}`}>
              {history.map((entry) => (
                <li key={`${entry.at}-${entry.by}`}>
                  <Text size="sm" fw={600}>
                    {entry.by}, {displayDateTime(entry.at, timeZone)}
                  </Text>
                  {entry.changes.map((change) => (
                    <Text size="sm" key={change.field}>
                      {change.field}: “{change.before || empty}” → “{change.after || empty}”
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
