import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyRelease } from '@dripp/contract/key-release';
import { confirmDelete } from '../../components/confirm-delete';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { displayDate } from '../../lib/format';
import { RecordHistory } from '../../components/record-history';
import { notifyError, notifySuccess } from '../../lib/notify';
import { type ReportDirty, useReportDirty } from '../../lib/use-unsaved-changes';
import { useDeleteKeyRelease } from './api/delete-key-release';
import { useSaveKeyRelease } from './api/save-key-release';
import { DateField, KeyChecks, TextField } from './key-release-fields';
import { bodyOf, type RowValues, valuesOf } from './key-release-values';

/** What every row of one log shares: the store, what the user may do, and where unsaved edits are told. */
/** `mayEdit`: change rows whose keys are still out; `mayEditReturned`: change rows already returned. */
type LogProps = {
  storeId: number;
  mayEdit: boolean;
  mayEditReturned: boolean;
  mayDelete: boolean;
  report: ReportDirty;
};
type RowProps = LogProps & { row: KeyRelease };

const DATE_LABELS: Record<'timeGiven' | 'timeReturned', MessageDescriptor> = {
  timeGiven: msg`Date Given`,
  timeReturned: msg`Date Returned`,
};
const DATES = ['timeGiven', 'timeReturned'] as const;

/** A row is remounted when the server's copy changes, so its form starts from the saved values. */
const rowKey = (row: KeyRelease) => `${row.id}-${JSON.stringify(row)}`;

/** One row of the log, editable in place (spec 1 §4); a date already set shows as text. */
function useLogRow(
  { row, storeId, mayEdit: mayEditOut, mayEditReturned, mayDelete, report }: RowProps,
  layout: 'table' | 'card',
) {
  // A returned row is the record of a closed loan: only the edit permission changes it.
  const mayEdit = row.timeReturned ? mayEditReturned : mayEditOut;
  const saved = valuesOf(row);
  const [values, setValues] = useState<RowValues>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveKeyRelease();
  const remove = useDeleteKeyRelease();
  const set = (patch: Partial<RowValues>) => setValues((v) => ({ ...v, ...patch }));
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useReportDirty(report, `${layout}-${row.id}`, dirty);
  const who = `${row.firstName} ${row.lastName}`;
  const { t, i18n } = useLingui();

  const onSave = () => {
    if (!mayEdit) {
      notifyError(t`You are not authorized`);
      return;
    }
    save.mutate(
      { storeId, id: row.id, body: bodyOf(values) },
      {
        onSuccess: () => {
          notifySuccess(t`Successfully updated Key Release`);
          setErrors({});
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };
  const onRemove = () =>
    confirmDelete({
      message: t`Are you sure you want to remove the key release of ${who}?`,
      onConfirm: () =>
        remove.mutate({ id: row.id, storeId }, { onSuccess: () => notifySuccess(t`Successfully removed Key Release`) }),
    });

  const dateCell = (key: 'timeGiven' | 'timeReturned') =>
    saved[key] ? (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {displayDate(saved[key])}
      </Text>
    ) : (
      <DateField
        label={`${i18n._(DATE_LABELS[key])}, ${who}`}
        hideLabel
        value={values[key]}
        minDate={key === 'timeReturned' ? values.timeGiven : undefined}
        onChange={(v) => set({ [key]: v })}
        error={fieldError(errors, key === 'timeGiven' ? 'time_given' : 'time_returned')}
      />
    );

  const buttons = (
    <Group gap="xs" wrap="nowrap">
      {mayEdit && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={onSave}
          loading={save.isPending}
          disabled={!dirty}
          leftSection={<IconDeviceFloppy size={14} />}
          aria-label={t`Save ${who}`}
        >
          <Trans>Save</Trans>
        </Button>
      )}
      {mayDelete && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={onRemove}
          loading={remove.isPending}
          leftSection={<IconTrash size={14} />}
          aria-label={t`Remove ${who}`}
        >
          <Trans>Remove</Trans>
        </Button>
      )}
    </Group>
  );

  return { values, set, dateCell, buttons, who, errors };
}

/** The store's key log: a table on very wide screens, cards elsewhere, each row editable in place. */
export function LogTable({ rows, ...log }: LogProps & { rows: KeyRelease[] }) {
  const { t } = useLingui();
  return (
    <>
      {/* The editable row needs room: a table only on very wide screens, cards elsewhere. */}
      <Table.ScrollContainer minWidth={1100} visibleFrom="xl">
        <Table striped verticalSpacing="sm" aria-label={t`Key releases`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Keys</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>First Name</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Last Name</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Signature</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Date Given</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Date Returned</Trans>
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} row={row} {...log} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" hiddenFrom="xl" role="list" aria-label={t`Key releases`}>
        {rows.map((row) => (
          <RowCard key={rowKey(row)} row={row} {...log} />
        ))}
      </SimpleGrid>
    </>
  );
}

function TableRow(props: RowProps) {
  const { values, set, dateCell, buttons, who, errors } = useLogRow(props, 'table');
  return (
    <Table.Tr>
      <Table.Td>
        <KeyChecks values={values} onChange={set} prefix={who} />
      </Table.Td>
      <Table.Td>
        <TextField name="firstName" values={values} onChange={set} errors={errors} who={who} />
      </Table.Td>
      <Table.Td>
        <TextField name="lastName" values={values} onChange={set} errors={errors} who={who} />
      </Table.Td>
      <Table.Td>
        <TextField name="signature" values={values} onChange={set} errors={errors} who={who} />
      </Table.Td>
      <Table.Td>{dateCell('timeGiven')}</Table.Td>
      <Table.Td>{dateCell('timeReturned')}</Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {buttons}
          <RecordHistory record={props.row.record} label={who} />
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

function RowCard(props: RowProps) {
  const { values, set, dateCell, buttons, who, errors } = useLogRow(props, 'card');
  const { i18n } = useLingui();
  return (
    <Card withBorder padding="md" role="listitem" shadow="none">
      <Stack gap="xs">
        <Text fw={700}>{who}</Text>
        <KeyChecks values={values} onChange={set} prefix={who} />
        <SimpleGrid cols={2} spacing="xs">
          <TextField name="firstName" values={values} onChange={set} errors={errors} />
          <TextField name="lastName" values={values} onChange={set} errors={errors} />
        </SimpleGrid>
        <TextField name="signature" values={values} onChange={set} errors={errors} />
        <SimpleGrid cols={2} spacing="xs">
          {DATES.map((key) => (
            <Stack key={key} gap={2}>
              <Text size="sm" fw={500}>
                {i18n._(DATE_LABELS[key])}
              </Text>
              {dateCell(key)}
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">{buttons}</Group>
        <RecordHistory record={props.row.record} label={who} />
      </Stack>
    </Card>
  );
}
