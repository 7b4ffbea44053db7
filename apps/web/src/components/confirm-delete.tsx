import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export interface ConfirmDeleteOptions {
  /** The question, in the spec's words where it gives them ("Are you sure you want to delete this Document?"). */
  message: ReactNode;
  title?: ReactNode;
  /** Runs on Yes; the modal closes at once, so the caller shows its own progress and toasts. */
  onConfirm: () => void;
}

/** The one delete or deactivation confirmation of the portal: a modal answering No / Yes, Yes in red (spec 2 §4). */
export function confirmDelete({ message, title = 'Please confirm', onConfirm }: ConfirmDeleteOptions): void {
  modals.openConfirmModal({
    title,
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: 'Yes', cancel: 'No' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
