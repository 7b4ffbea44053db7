import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconArchive, IconEye, IconRestore, IconTrash } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { notifySuccess } from '../lib/notify';
import { confirmDelete } from './confirm-delete';

/*
 * The soft-delete list of the admin pages (vendors, users, stores, retail score categories): the
 * active rows or the deactivated ones (`?trashed=1`), with deactivate, restore and delete. Each
 * page keeps its own table and texts; the toggle, the confirmations, the success toasts and which
 * rows are busy are written here once.
 */

/** One change of a row: deactivate (move to the trash), restore, or delete for good. */
export interface SoftDeleteStep<Row> {
  /** Asked first through the one confirmation; without it the change runs at once. */
  confirm?: { title: string; message: (row: Row) => ReactNode };
  /** Sends the change; answers the server's message when the toast should show it. */
  run: (row: Row) => Promise<string | undefined | void>;
  /** The success toast when there is no server message. */
  success: string;
}

export interface SoftDeleteSteps<Row> {
  deactivate: SoftDeleteStep<Row>;
  restore: SoftDeleteStep<Row>;
  remove: SoftDeleteStep<Row>;
}

export interface SoftDeleteList<Row> {
  /** The deactivated rows are shown (`?trashed=1`). */
  trashed: boolean;
  /** Switches between the active and the deactivated rows. */
  toggle: () => void;
  deactivate: (row: Row) => void;
  restore: (row: Row) => void;
  remove: (row: Row) => void;
  /** A change of this row is on its way. */
  busy: (id: number) => boolean;
}

/** The trashed toggle (kept in the address) and the three changes of a soft-delete list page. */
export function useSoftDeleteList<Row extends { id: number }>(
  steps: SoftDeleteSteps<Row>,
  options: { onToggle?: () => void } = {},
): SoftDeleteList<Row> {
  const [params, setParams] = useSearchParams();
  const trashed = params.get('trashed') === '1';
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const mark = (id: number, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const perform = (step: SoftDeleteStep<Row>, row: Row) => {
    mark(row.id, true);
    // A failure has already been told by the API client's toast.
    step
      .run(row)
      .then(
        (message) => notifySuccess((message as string | undefined) ?? step.success),
        () => undefined,
      )
      .finally(() => mark(row.id, false));
  };

  const act = (step: SoftDeleteStep<Row>) => (row: Row) => {
    const { confirm } = step;
    if (!confirm) return perform(step, row);
    confirmDelete({ title: confirm.title, message: confirm.message(row), onConfirm: () => perform(step, row) });
  };

  return {
    trashed,
    toggle: () => {
      options.onToggle?.();
      setParams(trashed ? {} : { trashed: '1' }, { replace: true });
    },
    deactivate: act(steps.deactivate),
    restore: act(steps.restore),
    remove: act(steps.remove),
    busy: (id) => pending.has(id),
  };
}

export interface TrashedToggleProps {
  trashed: boolean;
  onToggle: () => void;
  /** The button's words on the active list ("Show Deactivated") and on the trash ("Show Active"). */
  labels: { showTrashed: string; showActive: string };
  /** With the archive and eye icons. */
  icons?: boolean;
}

/** The header button that switches a soft-delete list between its active and deactivated rows. */
export function TrashedToggle({ trashed, onToggle, labels, icons = false }: TrashedToggleProps) {
  const icon = trashed ? <IconEye size={16} /> : <IconArchive size={16} />;
  return (
    <Button variant="default" onClick={onToggle} leftSection={icons ? icon : undefined}>
      {trashed ? labels.showActive : labels.showTrashed}
    </Button>
  );
}

/** A deactivated row's Restore and Delete icon buttons, named after the row for screen readers. */
export function TrashedRowButtons<Row extends { id: number }>({
  row,
  name,
  list,
}: {
  row: Row;
  name: string;
  list: Pick<SoftDeleteList<Row>, 'restore' | 'remove' | 'busy'>;
}) {
  const { t } = useLingui();
  return (
    <>
      <Tooltip label={t`Restore`}>
        <ActionIcon
          variant="subtle"
          color="teal"
          loading={list.busy(row.id)}
          onClick={() => list.restore(row)}
          aria-label={t`Restore ${name}`}
        >
          <IconRestore size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Delete`}>
        <ActionIcon variant="subtle" color="red" onClick={() => list.remove(row)} aria-label={t`Delete ${name}`}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
