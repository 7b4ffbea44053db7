import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** The confirmation asked before a deactivation or delete (labels No / Yes, spec 2 §4). */
export function confirmAction({
  title,
  message,
  onConfirm,
}: {
  title: string;
  message: string;
  onConfirm: () => void;
}): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: 'Yes', cancel: 'No' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
