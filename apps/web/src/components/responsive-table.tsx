import { Fragment, type ReactNode } from 'react';
import { Box, Card, SimpleGrid, Stack, Table, Text, type MantineBreakpoint } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

export interface Column<T> {
  key: string;
  label: string;
  render?: (row: T) => ReactNode;
}

export interface ResponsiveTableProps<T> {
  /** Names the table for screen readers (e.g. "Stores"). */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  emptyText?: string;
  /** The heading of a row's card on narrow screens; defaults to the first column. */
  cardTitle?: (row: T, index: number) => ReactNode;
  /** Below this breakpoint the rows show as cards (spec: tables turn into cards on narrow widths). */
  cardsBelow?: MantineBreakpoint;
}

function cell<T>(column: Column<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/** A table on wide screens and a stack of cards on narrow ones. */
export function ResponsiveTable<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  cardTitle,
  cardsBelow = 'sm',
}: ResponsiveTableProps<T>) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" py="md" ta="center">
        {emptyText ?? <Trans>No data available</Trans>}
      </Text>
    );
  }
  const [first, ...rest] = columns;
  return (
    <>
      <Box visibleFrom={cardsBelow}>
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{cell(column, row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack hiddenFrom={cardsBelow} gap="sm" role="list" aria-label={label}>
        {rows.map((row, index) => (
          <Card key={rowKey(row, index)} role="listitem" padding="md" shadow="none">
            <Text fw={700} mb="xs">
              {cardTitle ? cardTitle(row, index) : first ? cell(first, row) : null}
            </Text>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
              {(cardTitle ? columns : rest).map((column) => (
                <Fragment key={column.key}>
                  <Text size="sm" c="dimmed">
                    {column.label}
                  </Text>
                  <Text size="sm" component="div">
                    {cell(column, row)}
                  </Text>
                </Fragment>
              ))}
            </SimpleGrid>
          </Card>
        ))}
      </Stack>
    </>
  );
}
