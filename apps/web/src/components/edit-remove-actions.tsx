import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';

/**
 * A table row's Edit and remove buttons, a whole thumb each. `removeLabel` names the removal as the
 * page says it ("Remove Chicken salad", "Retire Walk-in cooler").
 */
export function EditRemoveActions({
  name,
  onEdit,
  onRemove,
  removeLabel,
  removing = false,
}: {
  name: string;
  onEdit: () => void;
  onRemove: () => void;
  removeLabel: string;
  removing?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" size={44} aria-label={t`Edit ${name}`} onClick={onEdit}>
        <IconPencil size={20} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size={44} aria-label={removeLabel} loading={removing} onClick={onRemove}>
        <IconTrash size={20} />
      </ActionIcon>
    </Group>
  );
}
