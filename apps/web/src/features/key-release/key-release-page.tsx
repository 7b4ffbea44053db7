import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendar, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { KeyRelease, KeyReleaseInput } from '@dripp/contract/key-release';
import { confirmDelete } from '../../components/confirm-delete';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { DISPLAY_DATE, displayDate, today } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { loadFailure } from '../../lib/load-state';
import { useStorePage } from '../../lib/store-page';
import { type ReportDirty, useDirtyParts, useReportDirty, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useDeleteKeyRelease } from './api/delete-key-release';
import { useKeyReleases } from './api/get-key-releases';
import { useSaveKeyRelease } from './api/save-key-release';

const VIEW = 'key-release-log-view';

interface RowValues {
  building: boolean;
  office: boolean;
  gate: boolean;
  firstName: string;
  lastName: string;
  signature: string;
  timeGiven: string | null;
  timeReturned: string | null;
}

const EMPTY: RowValues = {
  building: false,
  office: false,
  gate: false,
  firstName: '',
  lastName: '',
  signature: '',
  timeGiven: null,
  timeReturned: null,
};

const dateOnly = (value: { date: string } | null) => (value ? value.date.slice(0, 10) : null);

function valuesOf(row: KeyRelease): RowValues {
  return {
    building: row.buildingKey === 1,
    office: row.officeKey === 1,
    gate: row.gateKey === 1,
    firstName: row.firstName,
    lastName: row.lastName,
    signature: row.signature,
    timeGiven: dateOnly(row.timeGiven),
    timeReturned: dateOnly(row.timeReturned),
  };
}

function bodyOf(values: RowValues): KeyReleaseInput {
  return {
    building: values.building ? 1 : 0,
    office: values.office ? 1 : 0,
    gate: values.gate ? 1 : 0,
    first_name: values.firstName,
    last_name: values.lastName,
    signature: values.signature,
    time_given: values.timeGiven ?? '',
    time_returned: values.timeReturned ?? '',
  };
}

function DateField({
  label,
  value,
  onChange,
  minDate,
  error,
  hideLabel,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  minDate?: string | null;
  error?: string;
  hideLabel?: boolean;
}) {
  return (
    <DatePickerInput
      label={hideLabel ? undefined : label}
      aria-label={label}
      value={value}
      onChange={(v) => onChange(v ? dayjs(v).format('YYYY-MM-DD') : null)}
      valueFormat={DISPLAY_DATE}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      minDate={minDate ?? dayjs().subtract(100, 'year').toDate()}
      maxDate={dayjs().add(100, 'year').toDate()}
      leftSection={<IconCalendar size={18} stroke={1.6} />}
      error={error}
      popoverProps={{ withinPortal: true }}
    />
  );
}

function KeyChecks({
  values,
  onChange,
  prefix,
}: {
  values: RowValues;
  onChange: (v: Partial<RowValues>) => void;
  prefix?: string;
}) {
  const label = (name: string) => (prefix ? `${name} key, ${prefix}` : name);
  return (
    <Group gap="md">
      <Checkbox
        label="Building"
        aria-label={label('Building')}
        checked={values.building}
        onChange={(e) => onChange({ building: e.currentTarget.checked })}
      />
      <Checkbox
        label="Office"
        aria-label={label('Office')}
        checked={values.office}
        onChange={(e) => onChange({ office: e.currentTarget.checked })}
      />
      <Checkbox
        label="Gate"
        aria-label={label('Gate')}
        checked={values.gate}
        onChange={(e) => onChange({ gate: e.currentTarget.checked })}
      />
    </Group>
  );
}

function AddForm({ storeId, mayCreate, report }: { storeId: number; mayCreate: boolean; report: ReportDirty }) {
  const [values, setValues] = useState<RowValues>({ ...EMPTY, timeGiven: today() });
  useReportDirty(report, 'add', JSON.stringify(values) !== JSON.stringify({ ...EMPTY, timeGiven: today() }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveKeyRelease();
  const set = (patch: Partial<RowValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mayCreate) {
      notifyError('You are not authorized');
      return;
    }
    save.mutate(
      { storeId, id: null, body: bodyOf(values) },
      {
        onSuccess: () => {
          notifySuccess('Successfully saved Key Release');
          setValues({ ...EMPTY, timeGiven: today() });
          setErrors({});
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <Card component="form" padding="lg" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          Key Types Given
        </Title>
        <KeyChecks values={values} onChange={set} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="First Name"
            required
            value={values.firstName}
            maxLength={100}
            onChange={(e) => set({ firstName: e.currentTarget.value })}
            error={fieldError(errors, 'first_name')}
            autoComplete="off"
          />
          <TextInput
            label="Last Name"
            required
            value={values.lastName}
            maxLength={100}
            onChange={(e) => set({ lastName: e.currentTarget.value })}
            error={fieldError(errors, 'last_name')}
            autoComplete="off"
          />
          <TextInput
            label="Signature"
            value={values.signature}
            maxLength={200}
            onChange={(e) => set({ signature: e.currentTarget.value })}
            error={fieldError(errors, 'signature')}
            autoComplete="off"
          />
          <DateField
            label="Date Given"
            value={values.timeGiven}
            onChange={(v) => set({ timeGiven: v })}
            error={fieldError(errors, 'time_given')}
          />
          <DateField
            label="Date Returned"
            value={values.timeReturned}
            minDate={values.timeGiven}
            onChange={(v) => set({ timeReturned: v })}
            error={fieldError(errors, 'time_returned')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} leftSection={<IconPlus size={16} />}>
            Add
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

type RowProps = { row: KeyRelease; storeId: number; mayEdit: boolean; mayDelete: boolean; report: ReportDirty };

/** One row of the log, editable in place (spec 1 §4); a date already set shows as text. */
function useLogRow({ row, storeId, mayEdit, mayDelete, report }: RowProps, layout: 'table' | 'card') {
  const saved = valuesOf(row);
  const [values, setValues] = useState<RowValues>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveKeyRelease();
  const remove = useDeleteKeyRelease();
  const set = (patch: Partial<RowValues>) => setValues((v) => ({ ...v, ...patch }));
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useReportDirty(report, `${layout}-${row.id}`, dirty);
  const who = `${row.firstName} ${row.lastName}`;

  const onSave = () => {
    if (!mayEdit) {
      notifyError('You are not authorized');
      return;
    }
    save.mutate(
      { storeId, id: row.id, body: bodyOf(values) },
      {
        onSuccess: () => {
          notifySuccess('Successfully updated Key Release');
          setErrors({});
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };
  const onRemove = () =>
    confirmDelete({
      message: `Are you sure you want to remove the key release of ${who}?`,
      onConfirm: () =>
        remove.mutate({ id: row.id, storeId }, { onSuccess: () => notifySuccess('Successfully removed Key Release') }),
    });

  const dateCell = (key: 'timeGiven' | 'timeReturned', label: string) =>
    saved[key] ? (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {displayDate(saved[key])}
      </Text>
    ) : (
      <DateField
        label={`${label}, ${who}`}
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
          aria-label={`Save ${who}`}
        >
          Save
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
          aria-label={`Remove ${who}`}
        >
          Remove
        </Button>
      )}
    </Group>
  );

  return { values, set, dateCell, buttons, who, errors };
}

function LogTable({
  rows,
  storeId,
  mayEdit,
  mayDelete,
  report,
}: {
  rows: KeyRelease[];
  storeId: number;
  mayEdit: boolean;
  mayDelete: boolean;
  report: ReportDirty;
}) {
  return (
    <>
      {/* The editable row needs room: a table only on very wide screens, cards elsewhere. */}
      <Table.ScrollContainer minWidth={1100} visibleFrom="xl">
        <Table striped verticalSpacing="sm" aria-label="Key releases">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Keys</Table.Th>
              <Table.Th>First Name</Table.Th>
              <Table.Th>Last Name</Table.Th>
              <Table.Th>Signature</Table.Th>
              <Table.Th>Date Given</Table.Th>
              <Table.Th>Date Returned</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <TableRow
                key={`${row.id}-${JSON.stringify(row)}`}
                row={row}
                storeId={storeId}
                mayEdit={mayEdit}
                mayDelete={mayDelete}
                report={report}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" hiddenFrom="xl" role="list" aria-label="Key releases">
        {rows.map((row) => (
          <RowCard
            key={`${row.id}-${JSON.stringify(row)}`}
            row={row}
            storeId={storeId}
            mayEdit={mayEdit}
            mayDelete={mayDelete}
            report={report}
          />
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
        <TextInput
          aria-label={`First Name, ${who}`}
          value={values.firstName}
          maxLength={100}
          onChange={(e) => set({ firstName: e.currentTarget.value })}
          error={fieldError(errors, 'first_name')}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Last Name, ${who}`}
          value={values.lastName}
          maxLength={100}
          onChange={(e) => set({ lastName: e.currentTarget.value })}
          error={fieldError(errors, 'last_name')}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Signature, ${who}`}
          value={values.signature}
          maxLength={200}
          onChange={(e) => set({ signature: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>{dateCell('timeGiven', 'Date Given')}</Table.Td>
      <Table.Td>{dateCell('timeReturned', 'Date Returned')}</Table.Td>
      <Table.Td>{buttons}</Table.Td>
    </Table.Tr>
  );
}

function RowCard(props: RowProps) {
  const { values, set, dateCell, buttons, who, errors } = useLogRow(props, 'card');
  return (
    <Card withBorder padding="md" role="listitem" shadow="none">
      <Stack gap="xs">
        <Text fw={700}>{who}</Text>
        <KeyChecks values={values} onChange={set} prefix={who} />
        <SimpleGrid cols={2} spacing="xs">
          <TextInput
            label="First Name"
            value={values.firstName}
            maxLength={100}
            onChange={(e) => set({ firstName: e.currentTarget.value })}
            error={fieldError(errors, 'first_name')}
          />
          <TextInput
            label="Last Name"
            value={values.lastName}
            maxLength={100}
            onChange={(e) => set({ lastName: e.currentTarget.value })}
            error={fieldError(errors, 'last_name')}
          />
        </SimpleGrid>
        <TextInput
          label="Signature"
          value={values.signature}
          maxLength={200}
          onChange={(e) => set({ signature: e.currentTarget.value })}
        />
        <SimpleGrid cols={2} spacing="xs">
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              Date Given
            </Text>
            {dateCell('timeGiven', 'Date Given')}
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              Date Returned
            </Text>
            {dateCell('timeReturned', 'Date Returned')}
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end">{buttons}</Group>
      </Stack>
    </Card>
  );
}

/** /management/key-release (spec 1 §2 "Key Release"): the store's signed key log. */
export function KeyReleasePage() {
  useDocumentTitle('Key Release · Dripp Portal');
  const page = useStorePage(VIEW);
  const { storeId } = page;
  const { can } = usePermissions();
  const list = useKeyReleases(page.canView && !page.isLoading ? storeId : null);
  const parts = useDirtyParts();
  useUnsavedChanges(parts.dirty);

  if (!page.canView) return <Forbidden storeSpecific={page.storeSpecific} />;

  const mayCreate = storeId != null && can('key-release-log-create', storeId);
  const mayDelete = storeId != null && can('key-release-log-delete', storeId);
  const loading = page.isLoading || (storeId != null && list.isPending);

  return (
    <Stack gap="lg">
      <StorePageHeader
        title="Key Release"
        permission={VIEW}
        storeId={storeId}
        onStoreChange={page.setStoreId}
        showStoreInfo={false}
      />
      {storeId != null && mayCreate && (
        <AddForm key={storeId} storeId={storeId} mayCreate={mayCreate} report={parts.report} />
      )}
      <Card padding="lg">
        {loadFailure(page.storesLoad, list) ? (
          <LoadFailed failure={loadFailure(page.storesLoad, list)!} message="Could not get Key Releases" />
        ) : loading || storeId == null ? (
          <Stack gap="sm" aria-label="Loading key releases">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : !list.data || list.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            No keys have been given out
          </Text>
        ) : (
          <LogTable
            rows={list.data}
            storeId={storeId}
            mayEdit={mayCreate}
            mayDelete={mayDelete}
            report={parts.report}
          />
        )}
      </Card>
    </Stack>
  );
}
