import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ChecklistTask } from '@dripp/contract/checklists';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SortableList } from '../../components/sortable-list';
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
  return (
    <SortableList
      items={tasks}
      noun="task"
      label="Tasks"
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
          <span>Task</span>
          {withNote && <span className={classes.noteColumn}>Note</span>}
          <span style={{ textAlign: 'right' }}>Actions</span>
        </div>
      }
      renderRow={(task, { handle, position }) => (
        <>
          {handle}
          <Text size="sm" c="dimmed" fw={600} ta="right">
            {position}.
          </Text>
          <Box className={classes.text}>
            <Text size="sm" fw={500}>
              {task.task}
            </Text>
            {withNote && task.note && (
              <Text size="xs" c="dimmed" className={classes.noteBelow}>
                Note: {task.note}
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
              <Tooltip label="Edit">
                <ActionIcon
                  component={Link}
                  to={paths.checklistTask.href(task.id, task.type)}
                  variant="subtle"
                  aria-label={`Edit task ${position}: ${task.task}`}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {canDelete && (
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(task)}
                  aria-label={`Delete task ${position}: ${task.task}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </>
      )}
    />
  );
}
