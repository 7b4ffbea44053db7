import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { SortableRow } from './sortable-list';

/**
 * One row of a `SortableList` of named records (schematics, recipes): the drag handle, the
 * position, the name, an Edit link and, when `onRemove` is given, Remove.
 */
export function NamedSortableRow({
  row,
  name,
  editHref,
  onRemove,
}: {
  row: SortableRow;
  name: string;
  editHref: string;
  onRemove?: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      {row.handle}
      <Text size="sm" c="dimmed" fw={600} ta="right">
        {row.position}.
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t`Edit`}>
          <ActionIcon component={Link} to={editHref} variant="subtle" aria-label={t`Edit ${name}`}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        {onRemove && (
          <Tooltip label={t`Remove`}>
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t`Remove ${name}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </>
  );
}
