import { useEffect, useState } from 'react';
import { Card, Grid, Select, Skeleton, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { type Action } from '@dripp/contract/corrective-actions';
import { Forbidden } from '../../components/forbidden';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { SaveCancel } from '../../components/save-cancel';
import { TimeField } from '../../components/time-field';
import { paths } from '../../config/paths';
import { usePermittedStores } from '../../lib/api/get-permitted-stores';
import { useStoresManagers } from '../../lib/api/get-stores-managers';
import { useActiveStore } from '../../lib/active-store';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { API_DATE, DISPLAY_DATE, today } from '../../lib/format';
import { loadFailure, notFound } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { storeFormChanged, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCreateAction } from './api/create-action';
import { useAction } from './api/get-action';
import { positiveId } from '../../lib/url-ids';
import { ActionNotLoaded } from './action-not-loaded';
import { useActionAssignees } from './api/get-action-assignees';
import { useUpdateAction } from './api/update-action';
import { assigneeOptionsOf, draftErrors, draftOf, fieldsOf, missingFields, type Draft } from './action-draft';
import { EvidenceField, IncidentNote, PriorityField, TitleFields } from './action-form-fields';

const asValue = (id: number | null) => (id != null ? String(id) : null);

/** The time zone the due date and time are counted in: the action's store, or the one chosen. */
function useStoreZone(action: Action | null, storeId: number | null): string | undefined {
  const storesManagers = useStoresManagers();
  return action?.store.time_zone ?? storesManagers.data?.find((entry) => entry.store.id === storeId)?.store.time_zone;
}

/** Saves an action's changes, or raises a new one (from an incident when `incidentId` is given). */
function useSaveAction(action: Action | null, incidentId: number | null) {
  const create = useCreateAction();
  const update = useUpdateAction();
  const save = (
    fields: ReturnType<typeof fieldsOf>,
    storeId: number,
    options: { onSuccess: (saved: Action) => void; onError: (failure: unknown) => void },
  ) => {
    if (action) update.mutate({ id: action.id, body: fields }, options);
    else create.mutate({ ...fields, store_id: storeId, incident_id: incidentId }, options);
  };
  return { save, saving: create.isPending || update.isPending };
}

/** Cancel goes back to the action, the incident it was raised from, the store's actions or all actions. */
function cancelHrefOf(
  action: Action | null,
  incidentId: number | null,
  storeId: number | null,
  mayView: (storeId: number) => boolean,
): string {
  if (action) return paths.action.href(action.id);
  if (incidentId != null) return paths.incidentReport.href(incidentId);
  return storeId != null && mayView(storeId) ? paths.storeActions.href(storeId) : paths.actions.href();
}

function ActionForm({
  action,
  incidentId,
  storeFromLink,
}: {
  action: Action | null;
  incidentId: number | null;
  storeFromLink: number | null;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const [activeStore] = useActiveStore();
  const stores = usePermittedStores('corrective-actions-edit', action === null);
  const [initial] = useState<Draft>(() =>
    draftOf(
      action,
      storeFromLink ?? (activeStore != null && can('corrective-actions-edit', activeStore) ? activeStore : null),
    ),
  );
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const onlyStore = stores.data?.length === 1 ? stores.data[0]!.id : null;
  // Someone with one store starts with it chosen.
  useEffect(() => {
    if (action === null && onlyStore != null) setDraft((d) => (d.storeId == null ? { ...d, storeId: onlyStore } : d));
  }, [action, onlyStore]);
  const zone = useStoreZone(action, draft.storeId);
  const storeToday = today(zone);
  const assignees = useActionAssignees(draft.storeId);
  const { save, saving } = useSaveAction(action, incidentId);
  const { leaveFreely } = useUnsavedChanges(storeFormChanged(draft, initial, onlyStore));

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const error = (key: keyof Draft) => fieldError(errors, key);

  const storeOptions = (stores.data ?? []).map((s) => ({ value: String(s.id), label: s.title }));
  const assigneeOptions = assigneeOptionsOf(assignees.data, action, draft, initial);

  const submit = () => {
    const missing = missingFields(draft, initial, zone);
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const fields = fieldsOf(draft);
    const options = {
      onSuccess: (saved: Action) => {
        leaveFreely();
        notifySuccess(action ? t`The action is saved` : t`The action is raised`);
        void navigate(paths.action.href(saved.id));
      },
      onError: (failure: unknown) => setErrors(draftErrors(fieldErrorsOf(failure))),
    };
    save(fields, draft.storeId!, options);
  };

  const cancelHref = cancelHrefOf(action, incidentId, draft.storeId, (storeId) =>
    can('corrective-actions-view', storeId),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {incidentId != null && <IncidentNote incidentId={incidentId} error={fieldError(errors, 'incident_id')} />}
        <Card padding="md">
          <Grid gap="sm">
            {action === null && (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label={t`Store`}
                  placeholder={stores.isPending ? t`Loading stores…` : t`Choose a store`}
                  data={storeOptions}
                  value={asValue(draft.storeId)}
                  onChange={(value) => {
                    setDraft((d) => ({ ...d, storeId: value ? Number(value) : null, assignee: null }));
                    setErrors(({ storeId: _s, ...rest }) => rest);
                  }}
                  // Raised from an incident: the action belongs to the incident's store.
                  disabled={incidentId != null && storeFromLink != null}
                  searchable
                  required
                  nothingFoundMessage={t`No stores`}
                  error={error('storeId')}
                />
              </Grid.Col>
            )}
            <TitleFields draft={draft} set={set} error={error} />
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t`Assigned to`}
                placeholder={draft.storeId == null ? t`Choose a store first` : t`A person or a role`}
                data={assigneeOptions}
                value={draft.assignee}
                onChange={(value) => set('assignee', value)}
                searchable
                required
                disabled={draft.storeId == null}
                nothingFoundMessage={assignees.isPending ? t`Loading…` : t`Nobody at this store`}
                error={error('assignee')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PriorityField
                value={draft.priority}
                onChange={(value) => set('priority', value)}
                error={error('priority')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DateInput
                label={t`Due date`}
                placeholder={t`Choose a day`}
                valueFormat={DISPLAY_DATE}
                value={draft.dueDate || null}
                onChange={(value) => set('dueDate', value ? dayjs(value).format(API_DATE) : '')}
                minDate={action ? undefined : storeToday}
                description={zone ? t`The store's day` : undefined}
                required
                leftSection={<IconCalendar size={16} />}
                error={error('dueDate')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TimeField
                label={t`Due time`}
                value={draft.dueTime}
                onChange={(value) => set('dueTime', value)}
                required
                error={error('dueTime')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <EvidenceField
                value={draft.evidence}
                onChange={(value) => set('evidence', value)}
                error={error('evidence')}
              />
            </Grid.Col>
          </Grid>
        </Card>
        <SaveCancel cancelHref={cancelHref} saving={saving} />
      </Stack>
    </form>
  );
}

/**
 * /management/actions/new (raise by hand, or from an incident with `?store=&incident=`) and
 * /management/actions/{id}/edit.
 */
export function ActionFormPage() {
  const { t } = useLingui();
  const params = useParams();
  const [search] = useSearchParams();
  const editing = params.id != null;
  const id = positiveId(params.id);
  const { can } = usePermissions();
  const action = useAction(id ?? 0, editing && id != null);
  useDocumentTitle(editing ? t`Edit action · Dripp Portal` : t`Raise an action · Dripp Portal`);

  if (editing && (id == null || notFound(action.error))) return <NotFoundPage />;
  if (!editing) {
    if (!can('corrective-actions-edit')) return <Forbidden />;
    const store = positiveId(search.get('store'));
    return (
      <Stack gap="md">
        <PageHeader title={t`Raise an action`} />
        <ActionForm
          action={null}
          incidentId={positiveId(search.get('incident'))}
          storeFromLink={store != null && can('corrective-actions-edit', store) ? store : null}
        />
      </Stack>
    );
  }
  const failure = loadFailure(action);
  if (failure) return <ActionNotLoaded failure={failure} />;
  if (action.data && !action.data.can.edit) return <Forbidden />;
  return (
    <Stack gap="md">
      <PageHeader title={t`Edit action`} />
      {action.data ? (
        <ActionForm action={action.data} incidentId={null} storeFromLink={null} />
      ) : (
        <Card padding="lg">
          <Stack gap="sm" role="status" aria-label={t`Loading the action`}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
