import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ChecklistTask } from '@dripp/contract/checklists';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
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

function TaskRow({
  task,
  position,
  withNote,
  canEdit,
  canDelete,
  onDelete,
}: {
  task: ChecklistTask;
  position: number;
  withNote: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (task: ChecklistTask) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    disabled: !canEdit,
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <div
      ref={setNodeRef}
      style={style}
      className={`${classes.row} ${withNote ? classes.withNote : ''} ${isDragging ? classes.dragging : ''}`}
      role="listitem"
    >
      {canEdit ? (
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          className={classes.handle}
          {...attributes}
          {...listeners}
          aria-label={`Move task ${position}: ${task.task}`}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
      ) : (
        <span />
      )}
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
    </div>
  );
}

/**
 * The task list of one store and type, reordered by dragging a row's handle with a pointer, or
 * with the keyboard (focus the handle, Space, arrow keys, Space).
 */
export function SortableTaskList({ tasks, withNote, canEdit, canDelete, onMove, onDelete }: SortableTaskListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = tasks.findIndex((t) => t.id === active.id);
    const to = tasks.findIndex((t) => t.id === over.id);
    const moved = tasks[from];
    if (from < 0 || to < 0 || !moved) return;
    onMove(moved, to + 1, arrayMove(tasks, from, to));
  };

  const title = (id: unknown) => tasks.find((t) => t.id === id)?.task ?? 'task';
  const positionOf = (id: unknown) => tasks.findIndex((t) => t.id === id) + 1;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To pick up a task, press Space or Enter. Use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${title(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${title(active.id)} is over position ${positionOf(over.id)}.`
              : `${title(active.id)} is not over a position.`,
          onDragEnd: ({ active, over }) =>
            over ? `${title(active.id)} dropped at position ${positionOf(over.id)}.` : `${title(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
        },
      }}
    >
      <div className={`${classes.header} ${withNote ? classes.withNote : ''}`} aria-hidden>
        <span />
        <span>#</span>
        <span>Task</span>
        {withNote && <span className={classes.noteColumn}>Note</span>}
        <span style={{ textAlign: 'right' }}>Actions</span>
      </div>
      <SortableContext items={tasks.map((t) => t.id)} strategy={verticalListSortingStrategy}>
        <div role="list" aria-label="Tasks">
          {tasks.map((task, index) => (
            <TaskRow
              key={task.id}
              task={task}
              position={index + 1}
              withNote={withNote}
              canEdit={canEdit}
              canDelete={canDelete}
              onDelete={onDelete}
            />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
