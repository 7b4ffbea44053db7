import { useEffect, useState } from 'react';
import { Card, Grid, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/dates/styles.layer.css';
import { useDocumentTitle } from '@mantine/hooks';
import type { IncidentReport } from '@dripp/contract/incidents';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { NotFoundPage } from '../../components/not-found-page';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { NotLoaded } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { TimeField } from '../../components/time-field';
import { useManagersOfStore } from '../../lib/api/get-managers-of-store';
import { usePermittedStores } from '../../lib/api/get-permitted-stores';
import { useStoresManagers } from '../../lib/api/get-stores-managers';
import { useActiveStore } from '../../lib/active-store';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { today } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { storeFormChanged, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useIncident } from './api/get-incident';
import { useStorePeople } from './api/get-store-people';
import { useSaveIncident } from './api/save-incident';
import { draftOf, incidentBody, missingPickers, type Draft } from './incident-draft';
import { DayField, EmployeeSelect, IncidentFormButtons, ReportTextCard, WitnessesCard } from './incident-form-parts';

const asValue = (id: number | null) => (id != null ? String(id) : null);

function IncidentForm({ report }: { report: IncidentReport | null }) {
  const { t } = useLingui();
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
    const missing = missingPickers(draft);
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const body = incidentBody(draft, storeToday);
    save.mutate(
      { id: report?.id ?? null, report: body },
      {
        onSuccess: (saved) => {
          leaveFreely();
          notifySuccess(t`Successfully saved incident report`);
          void navigate(paths.incidentReport.href(saved.id));
        },
        onError: (failure) => setErrors(fieldErrorsOf(failure)),
      },
    );
  };

  const fields = { draft, set, error };

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
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <DayField name="incidentDate" label={t`Incident Date`} storeToday={storeToday} {...fields} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <TimeField
                label={t`Incident Time`}
                value={draft.incidentTime}
                onChange={(value) => set('incidentTime', value)}
                required
                error={error('incidentTime')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <Select
                label={t`Store`}
                placeholder={stores.isPending ? t`Loading stores…` : t`Choose a store`}
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
                nothingFoundMessage={t`No stores`}
                error={error('storeId')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <Select
                label={t`Manager`}
                placeholder={draft.storeId == null ? t`Choose a store first` : t`Choose a manager`}
                data={managerOptions}
                value={asValue(draft.managerId)}
                onChange={(value) => set('managerId', value ? Number(value) : null)}
                searchable
                required
                disabled={draft.storeId == null}
                nothingFoundMessage={managers.isPending ? t`Loading…` : t`No managers at this store`}
                error={error('managerId')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <EmployeeSelect n={1} options={peopleOptions} loading={people.isPending} {...fields} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <EmployeeSelect n={2} options={peopleOptions} loading={people.isPending} {...fields} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <EmployeeSelect n={3} options={peopleOptions} loading={people.isPending} {...fields} />
            </Grid.Col>
          </Grid>
        </Card>
        <ReportTextCard {...fields} />
        <WitnessesCard {...fields} />
        <Card padding="md">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t`Employee Signature`}
                description={t`Type your full name`}
                value={draft.employeeSignature}
                onChange={(event) => set('employeeSignature', event.currentTarget.value)}
                maxLength={100}
                required
                error={error('employeeSignature')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DayField name="enteredDate" label={t`Submission Date`} storeToday={storeToday} {...fields} />
            </Grid.Col>
          </Grid>
        </Card>
        <IncidentFormButtons report={report} saving={save.isPending} />
      </Stack>
    </form>
  );
}

/** /management/incident-report (create) and /management/incident-report/{id}/edit (spec 3 §2.9, §2.10). */
export function IncidentFormPage() {
  const { t } = useLingui();
  const params = useParams();
  const editing = params.id != null;
  const id = Number(params.id);
  const validId = !editing || (Number.isInteger(id) && id > 0);
  useDocumentTitle(editing ? t`Edit Incident Report · Dripp Portal` : t`New Incident Report · Dripp Portal`);
  const { can } = usePermissions();
  const report = useIncident(id, editing && validId && can('incident-reports-edit'));

  if (!validId) return <NotFoundPage />;
  // The create page goes to the forbidden page without the create permission (spec 3 §2.13).
  if (!editing && !can('incident-reports-create')) return <Navigate to={paths.forbidden.href()} replace />;
  if (editing && !can('incident-reports-edit')) return <Forbidden />;

  return (
    <Stack gap="lg">
      <PageHeader title={editing ? t`Edit Incident Report` : t`Incident Report`} />
      {!editing ? (
        <IncidentForm report={null} />
      ) : loadFailure(report) ? (
        <NotLoaded
          message={t`Could not get Incident Report.`}
          backHref={paths.incidentReportList.href()}
          backLabel={t`Back to the list`}
          failure={loadFailure(report)}
        />
      ) : report.data ? (
        <IncidentForm report={report.data} />
      ) : (
        <Card padding="lg">
          <Stack gap="sm" role="status" aria-label={t`Loading the incident report`}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Stack>
          <Text size="sm" c="dimmed" mt="sm">
            <Trans>Loading…</Trans>
          </Text>
        </Card>
      )}
    </Stack>
  );
}
