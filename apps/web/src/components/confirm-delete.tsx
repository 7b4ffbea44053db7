import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { t } from '@lingui/core/macro';

export interface ConfirmDeleteOptions {
  /** The question, in the spec's words where it gives them ("Are you sure you want to delete this Document?"). */
  message: ReactNode;
  title?: ReactNode;
  /** Runs on Yes; the modal closes at once, so the caller shows its own progress and toasts. */
  onConfirm: () => void;
}

/** The one delete or deactivation confirmation of the portal: a modal answering No / Yes, Yes in red (spec 2 §4). */
export function confirmDelete({ message, title, onConfirm }: ConfirmDeleteOptions): void {
  modals.openConfirmModal({
    title: title ?? t`Please confirm`,
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: t`Yes`, cancel: t`No` },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
