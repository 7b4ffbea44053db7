import { Center, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { SortState } from '@dripp/domain/ordering';

/** A table column header that sorts by its column; the arrow shows the order (hidden in print by `iconClassName`). */
export function SortHeader<C extends string>({
  column,
  label,
  numeric,
  sort,
  onSort,
  iconClassName,
}: {
  column: C;
  label: string;
  numeric?: boolean;
  sort: SortState<C>;
  onSort: (column: C) => void;
  iconClassName?: string;
}) {
  const active = sort.column === column;
  const Icon = active ? (sort.direction === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th p={0} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} px="sm" py={8} w="100%">
        <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'}>
          <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {label}
          </Text>
          <Center>
            <Icon size={14} stroke={1.8} className={iconClassName} />
          </Center>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
