import type { ReactNode } from 'react';
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
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import classes from './sortable-list.module.css';

export interface SortableRow {
  /** The drag handle, already labelled "Move {noun} {position}: {label}"; empty when sorting is off. */
  handle: ReactNode;
  /** 1-based position in the list. */
  position: number;
  isDragging: boolean;
}

export interface SortableListProps<T extends { id: number }> {
  items: T[];
  /** What one item is called in labels and announcements: "task", "schematic", "recipe". */
  noun: string;
  /** The accessible name of the list. */
  label: string;
  /** The item's name in labels and announcements. */
  itemLabel: (item: T) => string;
  /** False shows the list without handles. */
  sortable: boolean;
  /** Called after a drop with the moved item, its new 1-based position and the list in its new order. */
  onMove: (item: T, newIndex: number, reordered: T[]) => void;
  /** Class of each row, given whether it is being dragged; by default a grid of handle, position, content, actions. */
  rowClassName?: (isDragging: boolean) => string;
  /** Class of the drag handle (cursor, touch-action). */
  handleClassName?: string;
  /** The row's content; place `row.handle` where the handle goes. */
  renderRow: (item: T, row: SortableRow) => ReactNode;
  /** Shown above the rows (column titles). */
  header?: ReactNode;
}

const defaultRowClass = (isDragging: boolean) => `${classes.row} ${isDragging ? classes.dragging : ''}`;

function Row<T extends { id: number }>({
  item,
  position,
  props,
}: {
  item: T;
  position: number;
  props: SortableListProps<T>;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !props.sortable,
  });
  const { t } = useLingui();
  const noun = props.noun;
  const name = props.itemLabel(item);
  const handle = props.sortable ? (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="lg"
      className={props.handleClassName}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
      aria-label={t`Move ${noun} ${position}: ${name}`}
    >
      <IconGripVertical size={18} />
    </ActionIcon>
  ) : (
    <span />
  );
  const style = {
    transform: CSS.Transform.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative' as const, zIndex: 2 } : {}),
  };
  return (
    <div ref={setNodeRef} style={style} className={(props.rowClassName ?? defaultRowClass)(isDragging)} role="listitem">
      {props.renderRow(item, { handle, position, isDragging })}
    </div>
  );
}

/**
 * An ordered list whose rows move by dragging their handle with a pointer, or with the keyboard
 * (focus the handle, Space, arrow keys, Space; Escape cancels). Screen readers hear the moves.
 */
export function SortableList<T extends { id: number }>(props: SortableListProps<T>) {
  const { items, noun, label, itemLabel, onMove, header } = props;
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((entry) => entry.id === active.id);
    const to = items.findIndex((entry) => entry.id === over.id);
    const moved = items[from];
    if (from < 0 || to < 0 || !moved) return;
    onMove(moved, to + 1, arrayMove(items, from, to));
  };

  const title = (id: unknown) => {
    const item = items.find((entry) => entry.id === id);
    return item ? itemLabel(item) : noun;
  };
  const positionOf = (id: unknown) => items.findIndex((entry) => entry.id === id) + 1;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: t`To pick up a ${noun}, press Space or Enter. Use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel.`,
        },
        announcements: {
          onDragStart: ({ active }) => {
            const moved = title(active.id);
            return t`Picked up ${moved}.`;
          },
          onDragOver: ({ active, over }) => {
            const moved = title(active.id);
            const position = over ? positionOf(over.id) : 0;
            return over ? t`${moved} is over position ${position}.` : t`${moved} is not over a position.`;
          },
          onDragEnd: ({ active, over }) => {
            const moved = title(active.id);
            const position = over ? positionOf(over.id) : 0;
            return over ? t`${moved} dropped at position ${position}.` : t`${moved} dropped.`;
          },
          onDragCancel: ({ active }) => {
            const moved = title(active.id);
            return t`Moving ${moved} was cancelled.`;
          },
        },
      }}
    >
      {header}
      <SortableContext items={items.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
        <div role="list" aria-label={label}>
          {items.map((item, index) => (
            <Row key={item.id} item={item} position={index + 1} props={props} />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
