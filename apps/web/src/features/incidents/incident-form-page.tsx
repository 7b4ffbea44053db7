import { useEffect, useState } from 'react';
import { Button, Card, Grid, Group, Select, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCalendar, IconSend } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { IncidentFormInput, IncidentInput, IncidentReport } from '@dripp/contract/incidents';
import { parseTime } from '@dripp/domain/incident-format';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { NotLoaded } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { TimeField, timeProblem } from '../../components/time-field';
import { useManagersOfStore } from '../../lib/api/get-managers-of-store';
import { usePermittedStores } from '../../lib/api/get-permitted-stores';
import { useStoresManagers } from '../../lib/api/get-stores-managers';
import { useActiveStore } from '../../lib/active-store';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { API_DATE, today } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { storeFormChanged, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useIncident } from './api/get-incident';
import { useStorePeople } from './api/get-store-people';
import { useSaveIncident } from './api/save-incident';
import { dayOf } from './incident-format';

type Draft = {
  [K in keyof IncidentFormInput]-?: K extends `${string}Id` ? number | null : string;
};

function draftOf(report: IncidentReport | null, storeId: number | null): Draft {
  return {
    // A new report's dates stay empty until picked: they show, and are sent as, the chosen store's today.
    incidentDate: report ? dayOf(report.incidentDate) : '',
    incidentTime: report?.incidentTime ?? '',
    storeId: report?.storeId ?? storeId,
    managerId: report?.managerId ?? null,
    employeeOnDuty1Id: report?.employeeOnDuty1Id ?? null,
    employeeOnDuty2Id: report?.employeeOnDuty2Id ?? null,
    employeeOnDuty3Id: report?.employeeOnDuty3Id ?? null,
    subject: report?.subject ?? '',
    description: report?.description ?? '',
    witnessName1: report?.witnessName1 ?? '',
    witnessPhone1: report?.witnessPhone1 ?? '',
    witnessName2: report?.witnessName2 ?? '',
    witnessPhone2: report?.witnessPhone2 ?? '',
    witnessName3: report?.witnessName3 ?? '',
    witnessPhone3: report?.witnessPhone3 ?? '',
    employeeSignature: report?.employeeSignature ?? '',
    enteredDate: report ? dayOf(report.enteredDate) : '',
  };
}

const asValue = (id: number | null) => (id != null ? String(id) : null);

function IncidentForm({ report }: { report: IncidentReport | null }) {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const permission = report ? 'incident-reports-edit' : 'incident-reports-create';
  const [activeStore] = useActiveStore();
  const [initial] = useState<Draft>(() =>
    draftOf(report, activeStore != null && can(permission, activeStore) ? activeStore : null),
  );
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const stores = usePermittedStores(permission);
  const onlyStore = stores.data?.length === 1 ? stores.data[0]!.id : null;
  // Someone with one store (a store manager) starts with it chosen.
  useEffect(() => {
    if (onlyStore != null) setDraft((d) => (d.storeId == null ? { ...d, storeId: onlyStore } : d));
  }, [onlyStore]);
  // The chosen store's today bounds the incident date: "the future" is the store's (its time zone).
  const storeZone = useStoresManagers().data?.find((entry) => entry.store.id === draft.storeId)?.store.time_zone;
  const storeToday = today(storeZone);
  const managers = useManagersOfStore(draft.storeId);
  const people = useStorePeople(draft.storeId);
  const save = useSaveIncident();
  const { leaveFreely } = useUnsavedChanges(storeFormChanged(draft, initial, onlyStore));

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const error = (key: keyof Draft) => fieldError(errors, key);
  const storeOptions = (stores.data ?? []).map((s) => ({ value: String(s.id), label: s.title }));
  if (report && !storeOptions.some((o) => o.value === String(report.storeId))) {
    storeOptions.push({ value: String(report.storeId), label: report.storeName });
  }
  const peopleOptions = (people.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  const managerOptions = (managers.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));

  const submit = () => {
    // The required pickers are checked here, so their messages read as the form's own.
    const missing: FieldErrors = {};
    if (draft.storeId == null) missing.storeId = ['Choose a store'];
    if (draft.managerId == null) missing.managerId = ['Choose the manager'];
    if (parseTime(draft.incidentTime) == null) missing.incidentTime = [timeProblem('Incident Time')];
    if (draft.employeeOnDuty1Id == null) missing.employeeOnDuty1Id = ['Choose an employee'];
    if (draft.employeeOnDuty2Id == null) missing.employeeOnDuty2Id = ['Choose an employee'];
    if (draft.employeeOnDuty3Id == null) missing.employeeOnDuty3Id = ['Choose an employee'];
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const body: IncidentInput = {
      ...draft,
      incidentDate: draft.incidentDate || storeToday,
      enteredDate: draft.enteredDate || storeToday,
      storeId: draft.storeId ?? 0,
      managerId: draft.managerId ?? 0,
      employeeOnDuty1Id: draft.employeeOnDuty1Id ?? 0,
      employeeOnDuty2Id: draft.employeeOnDuty2Id ?? 0,
      employeeOnDuty3Id: draft.employeeOnDuty3Id ?? 0,
    };
    save.mutate(
      { id: report?.id ?? null, report: body },
      {
        onSuccess: (saved) => {
          leaveFreely();
          notifySuccess('Successfully saved incident report');
          void navigate(paths.incidentReport.href(saved.id));
        },
        onError: (failure) => setErrors(fieldErrorsOf(failure)),
      },
    );
  };

  const dateField = (key: 'incidentDate' | 'enteredDate', label: string) => (
    <DateInput
      label={label}
      valueFormat="MMMM D, YYYY"
      value={draft[key] || storeToday}
      onChange={(value) => value && set(key, dayjs(value).format(API_DATE))}
      maxDate={key === 'incidentDate' ? storeToday : undefined}
      clearable={false}
      required
      leftSection={<IconCalendar size={16} />}
      error={error(key)}
    />
  );

  const employeeSelect = (n: 1 | 2 | 3) => {
    const key = `employeeOnDuty${n}Id` as const;
    return (
      <Select
        label={`Employee on Duty ${n}`}
        placeholder={draft.storeId == null ? 'Choose a store first' : 'Choose an employee'}
        data={peopleOptions}
        value={asValue(draft[key])}
        onChange={(value) => set(key, value ? Number(value) : null)}
        searchable
        required
        disabled={draft.storeId == null}
        nothingFoundMessage={people.isPending ? 'Loading…' : 'Nobody at this store'}
        error={error(key)}
      />
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Card padding="md">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>{dateField('incidentDate', 'Incident Date')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <TimeField
                label="Incident Time"
                value={draft.incidentTime}
                onChange={(value) => set('incidentTime', value)}
                required
                error={error('incidentTime')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <Select
                label="Store"
                placeholder={stores.isPending ? 'Loading stores…' : 'Choose a store'}
                data={storeOptions}
                value={asValue(draft.storeId)}
                onChange={(value) => {
                  setDraft((d) => ({
                    ...d,
                    storeId: value ? Number(value) : null,
                    managerId: null,
                    employeeOnDuty1Id: null,
                    employeeOnDuty2Id: null,
                    employeeOnDuty3Id: null,
                  }));
                  setErrors(({ storeId: _s, ...rest }) => rest);
                }}
                searchable
                required
                nothingFoundMessage="No stores"
                error={error('storeId')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <Select
                label="Manager"
                placeholder={draft.storeId == null ? 'Choose a store first' : 'Choose a manager'}
                data={managerOptions}
                value={asValue(draft.managerId)}
                onChange={(value) => set('managerId', value ? Number(value) : null)}
                searchable
                required
                disabled={draft.storeId == null}
                nothingFoundMessage={managers.isPending ? 'Loading…' : 'No managers at this store'}
                error={error('managerId')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>{employeeSelect(1)}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>{employeeSelect(2)}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>{employeeSelect(3)}</Grid.Col>
          </Grid>
        </Card>
        <Card padding="md">
          <Stack gap="sm">
            <TextInput
              label="Subject"
              value={draft.subject}
              onChange={(event) => set('subject', event.currentTarget.value)}
              maxLength={200}
              required
              error={error('subject')}
            />
            <Textarea
              label="Incident Description"
              value={draft.description}
              onChange={(event) => set('description', event.currentTarget.value)}
              autosize
              minRows={4}
              maxLength={5000}
              required
              error={error('description')}
            />
          </Stack>
        </Card>
        <Card padding="md">
          <Title order={2} size="h5" mb="xs">
            Witnesses
          </Title>
          <Grid gap="sm">
            {([1, 2, 3] as const).map((n) => (
              <Grid.Col key={n} span={{ base: 12, md: 4 }}>
                <Stack gap={6}>
                  <TextInput
                    label={`Witness ${n} Name`}
                    value={draft[`witnessName${n}`]}
                    onChange={(event) => set(`witnessName${n}`, event.currentTarget.value)}
                    maxLength={100}
                    error={error(`witnessName${n}`)}
                  />
                  <TextInput
                    label={`Witness ${n} Phone`}
                    type="tel"
                    value={draft[`witnessPhone${n}`]}
                    onChange={(event) => set(`witnessPhone${n}`, event.currentTarget.value)}
                    maxLength={50}
                    error={error(`witnessPhone${n}`)}
                  />
                </Stack>
              </Grid.Col>
            ))}
          </Grid>
        </Card>
        <Card padding="md">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Employee Signature"
                description="Type your full name"
                value={draft.employeeSignature}
                onChange={(event) => set('employeeSignature', event.currentTarget.value)}
                maxLength={100}
                required
                error={error('employeeSignature')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>{dateField('enteredDate', 'Submission Date')}</Grid.Col>
          </Grid>
        </Card>
        <Group justify="flex-end">
          <Button
            variant="default"
            component={Link}
            to={report ? paths.incidentReport.href(report.id) : paths.incidentReportList.href()}
            leftSection={report ? <IconArrowLeft size={16} /> : undefined}
          >
            {report ? 'Back' : 'Cancel'}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconSend size={16} />}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /management/incident-report (create) and /management/incident-report/{id}/edit (spec 3 §2.9, §2.10). */
export function IncidentFormPage() {
  const params = useParams();
  const editing = params.id != null;
  const id = Number(params.id);
  const validId = !editing || (Number.isInteger(id) && id > 0);
  useDocumentTitle(`${editing ? 'Edit' : 'New'} Incident Report · Dripp Portal`);
  const { can } = usePermissions();
  const report = useIncident(id, editing && validId && can('incident-reports-edit'));

  if (!validId) return <NotFoundPage />;
  // The create page goes to the forbidden page without the create permission (spec 3 §2.13).
  if (!editing && !can('incident-reports-create')) return <Navigate to={paths.forbidden.href()} replace />;
  if (editing && !can('incident-reports-edit')) return <Forbidden />;

  return (
    <Stack gap="lg">
      <PageHeader title={editing ? `Edit Incident Report` : 'Incident Report'} />
      {!editing ? (
        <IncidentForm report={null} />
      ) : loadFailure(report) ? (
        <NotLoaded
          message="Could not get Incident Report."
          backHref={paths.incidentReportList.href()}
          backLabel="Back to the list"
          failure={loadFailure(report)}
        />
      ) : report.data ? (
        <IncidentForm report={report.data} />
      ) : (
        <Card padding="lg">
          <Stack gap="sm" role="status" aria-label="Loading the incident report">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Stack>
          <Text size="sm" c="dimmed" mt="sm">
            Loading…
          </Text>
        </Card>
      )}
    </Stack>
  );
}
