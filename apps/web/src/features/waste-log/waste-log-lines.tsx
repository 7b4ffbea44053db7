import { ActionIcon, Button, Card, Group, Loader, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lineLossCents } from '@dripp/domain/waste-log';
import { moneyOfCents } from '../../lib/format';
import { flaggedText } from '../../lib/number-fields';
import { RowInput } from './waste-log-row-input';
import { lineName, type Field, type Row } from './waste-log-rows';
import classes from './waste-log.module.css';

/** The lines as the page edits them: each cell's change, a line's removal, its flags and focus. */
export interface LinesProps {
  rows: Row[];
  disabled: boolean;
  change: (key: string, field: Field, value: string) => void;
  remove: (key: string) => void;
  /** A line's missing description, once its field was left empty. */
  flagOf: (row: Row) => string | undefined;
  /** The description field of a line was left. */
  leave: (row: Row) => () => void;
  /** The new line's description field takes the focus. */
  focusNew: (key: string) => (element: HTMLInputElement | null) => void;
}

const lossOf = (row: Row) => moneyOfCents(lineLossCents(row.qty, row.value));

function RemoveButton({ row, index, lines }: { row: Row; index: number; lines: LinesProps }) {
  const { t } = useLingui();
  const number = String(index + 1);
  return (
    <Tooltip label={t`Remove line`}>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => lines.remove(row.key)}
        aria-label={t`Remove Waste Log #${number}`}
        disabled={lines.disabled}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** One cell's input, labelled on a card and by its column in the table. */
function Cell({
  row,
  index,
  field,
  lines,
  withLabel,
}: {
  row: Row;
  index: number;
  field: Field;
  lines: LinesProps;
  withLabel: boolean;
}) {
  const description = field === 'description';
  return (
    <RowInput
      row={row}
      index={index}
      field={field}
      onChange={lines.change}
      withLabel={withLabel}
      disabled={lines.disabled}
      {...(description ? { inputRef: lines.focusNew(row.key), flag: lines.flagOf(row), onBlur: lines.leave(row) } : {})}
    />
  );
}

/** Spec 1 §2: up to 767 px, each line is a card titled "Waste Log #n". */
export function LineCards(lines: LinesProps) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" role="list" aria-label={t`Waste Log lines`}>
      {lines.rows.map((row, index) => (
        <Card key={row.key} role="listitem" padding="md" shadow="none" bg="var(--mantine-color-gray-0)">
          <Group justify="space-between" mb="xs">
            <Text fw={700}>{lineName(index + 1)}</Text>
            <RemoveButton row={row} index={index} lines={lines} />
          </Group>
          <Stack gap="xs">
            <Cell row={row} index={index} field="description" lines={lines} withLabel />
            <Group grow gap="xs" align="flex-start">
              <Cell row={row} index={index} field="qty" lines={lines} withLabel />
              <Cell row={row} index={index} field="value" lines={lines} withLabel />
            </Group>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                <Trans>LOSS $</Trans>
              </Text>
              <Text fw={700} data-loss={index + 1}>
                {lossOf(row)}
              </Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function LineTable(lines: LinesProps) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={6} aria-label={t`Waste Log lines`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>
              <Trans>Description</Trans>
            </Table.Th>
            <Table.Th w={130}>
              <Trans>Quantity</Trans>
            </Table.Th>
            <Table.Th w={150}>
              <Trans>Value</Trans>
            </Table.Th>
            <Table.Th w={130} ta="right">
              <Trans>LOSS $</Trans>
            </Table.Th>
            <Table.Th w={48}>
              <span className={classes.visuallyHidden}>
                <Trans>Remove</Trans>
              </span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.rows.map((row, index) => (
            <Table.Tr key={row.key}>
              <Table.Td c="dimmed">{index + 1}</Table.Td>
              {(['description', 'qty', 'value'] as const).map((field) => (
                <Table.Td key={field}>
                  <Cell row={row} index={index} field={field} lines={lines} withLabel={false} />
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={700} className={classes.loss} data-loss={index + 1}>
                {lossOf(row)}
              </Table.Td>
              <Table.Td>
                <RemoveButton row={row} index={index} lines={lines} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Under the lines: what is flagged, whether anything is unsaved, Add Waste Log and Save. */
export function LinesFooter(props: {
  flagged: number;
  numbersFlagged: number;
  dirty: boolean;
  disabled: boolean;
  mayAdd: boolean;
  maySave: boolean;
  onAdd: () => void;
  onSave: () => void;
}) {
  const { flagged, numbersFlagged, dirty, disabled, mayAdd, maySave, onAdd, onSave } = props;
  const { t } = useLingui();
  return (
    <Stack gap="xs" mt="lg">
      {(flagged > 0 || numbersFlagged > 0 || dirty) && (
        <Group gap="sm" justify="flex-end">
          {numbersFlagged > 0 && (
            <Text size="sm" c="red.8" fw={500} data-summary="flagged">
              {flaggedText(numbersFlagged)}
            </Text>
          )}
          {flagged > 0 && (
            <Text size="sm" c="red.8" fw={500} data-summary="missing-descriptions">
              {t`${plural(flagged, { one: '# line without a description', other: '# lines without a description' })}`}
            </Text>
          )}
          {dirty && (
            <Text size="sm" c="orange.9" fw={500}>
              <Trans>Unsaved changes</Trans>
            </Text>
          )}
        </Group>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={onAdd} disabled={disabled || !mayAdd}>
          <Trans>Add Waste Log</Trans>
        </Button>
        <Button
          onClick={onSave}
          disabled={disabled || !maySave}
          leftSection={disabled ? <Loader size={16} color="currentColor" /> : <IconDeviceFloppy size={18} />}
          miw={120}
        >
          {disabled ? t`Loading` : t`Save`}
        </Button>
      </Group>
    </Stack>
  );
}
