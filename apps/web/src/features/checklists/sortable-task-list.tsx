import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChecklistTask } from '@dripp/contract/checklists';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SortableList } from '../../components/sortable-list';
import { ChainText } from '../../components/chain-text';
import classes from './checklists.module.css';

export interface SortableTaskListProps {
  tasks: ChecklistTask[];
  withNote: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Called after a drop with the moved task, its new 1-based position and the list in its new order. */
  onMove: (task: ChecklistTask, newIndex: number, reordered: ChecklistTask[]) => void;
  onDelete: (task: ChecklistTask) => void;
}

/**
 * The task list of one store and type, reordered by dragging a row's handle with a pointer, or
 * with the keyboard (focus the handle, Space, arrow keys, Space).
 */
export function SortableTaskList({ tasks, withNote, canEdit, canDelete, onMove, onDelete }: SortableTaskListProps) {
  const { t } = useLingui();
  return (
    <SortableList
      items={tasks}
      noun={t`task`}
      label={t`Tasks`}
      itemLabel={(task) => task.task}
      sortable={canEdit}
      onMove={onMove}
      rowClassName={(dragging) =>
        `${classes.row} ${withNote ? classes.withNote : ''} ${dragging ? classes.dragging : ''}`
      }
      handleClassName={classes.handle}
      header={
        <div className={`${classes.header} ${withNote ? classes.withNote : ''}`} aria-hidden>
          <span />
          <span>#</span>
          <span>
            <Trans>Task</Trans>
          </span>
          {withNote && (
            <span className={classes.noteColumn}>
              <Trans>Note</Trans>
            </span>
          )}
          <span style={{ textAlign: 'right' }}>
            <Trans>Actions</Trans>
          </span>
        </div>
      }
      renderRow={(task, { handle, position }) => {
        const name = task.task;
        const note = task.note;
        return (
          <>
            {handle}
            <Text size="sm" c="dimmed" fw={600} ta="right">
              {position}.
            </Text>
            <Box className={classes.text}>
              <Text size="sm" fw={500}>
                <ChainText record={task} field="task" />
              </Text>
              {withNote && task.note && (
                <Text size="xs" c="dimmed" className={classes.noteBelow}>
                  <Trans>Note: {note}</Trans>
                </Text>
              )}
            </Box>
            {withNote && (
              <Text size="sm" c={task.note ? undefined : 'dimmed'} className={`${classes.text} ${classes.noteColumn}`}>
                {task.note || '—'}
              </Text>
            )}
            <Group gap={4} wrap="nowrap" justify="flex-end">
              {canEdit && (
                <Tooltip label={t`Edit`}>
                  <ActionIcon
                    component={Link}
                    to={paths.checklistTask.href(task.id, task.type)}
                    variant="subtle"
                    aria-label={t`Edit task ${position}: ${name}`}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              {canDelete && (
                <Tooltip label={t`Delete`}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(task)}
                    aria-label={t`Delete task ${position}: ${name}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </>
        );
      }}
    />
  );
}
