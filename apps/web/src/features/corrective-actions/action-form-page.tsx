import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Card,
  Grid,
  Input,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ACTION_EVIDENCE,
  ACTION_EVIDENCE_LABELS,
  ACTION_PRIORITIES,
  ACTION_PRIORITY_LABELS,
  ACTION_TEXT_MAX,
  ACTION_TITLE_MAX,
  type Action,
  type ActionEvidence,
  type ActionFieldsSchema,
  type ActionPriority,
} from '@dripp/contract/corrective-actions';
import { parseTime } from '@dripp/domain/incident-format';
import { storeDateTime } from '@dripp/domain/dates';
import type { z } from 'zod';
import { Forbidden } from '../../components/forbidden';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { SaveCancel } from '../../components/save-cancel';
import { TimeField, timeProblem } from '../../components/time-field';
import { paths } from '../../config/paths';
import { usePermittedStores } from '../../lib/api/get-permitted-stores';
import { useStoresManagers } from '../../lib/api/get-stores-managers';
import { useActiveStore } from '../../lib/active-store';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { API_DATE, today } from '../../lib/format';
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

interface Draft {
  storeId: number | null;
  title: string;
  description: string;
  /** `user:{id}` or `role:{id}`, one Select for both. */
  assignee: string | null;
  priority: ActionPriority;
  dueDate: string;
  dueTime: string;
  evidence: ActionEvidence;
}

function draftOf(action: Action | null, storeId: number | null): Draft {
  const { user, role } = action?.assignee ?? { user: null, role: null };
  return {
    storeId: action?.store.id ?? storeId,
    title: action?.title ?? '',
    description: action?.description ?? '',
    assignee: user ? `user:${user.id}` : role ? `role:${role.id}` : null,
    priority: action?.priority ?? 'medium',
    dueDate: action?.due_date ?? '',
    dueTime: action?.due_time ?? '',
    evidence: action?.evidence ?? 'none',
  };
}

/** The 422 keys of the contract, as the fields of this form. */
const FIELD_OF: Record<string, keyof Draft> = {
  store_id: 'storeId',
  title: 'title',
  description: 'description',
  assignee_user_id: 'assignee',
  assignee_role_id: 'assignee',
  priority: 'priority',
  due_date: 'dueDate',
  due_time: 'dueTime',
  evidence: 'evidence',
};

function draftErrors(errors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) mapped[FIELD_OF[key] ?? key] = messages;
  return mapped;
}

type Fields = z.input<typeof ActionFieldsSchema>;

function fieldsOf(draft: Draft): Fields {
  const [kind, id] = (draft.assignee ?? '').split(':');
  return {
    title: draft.title,
    description: draft.description,
    assignee_user_id: kind === 'user' ? Number(id) : null,
    assignee_role_id: kind === 'role' ? Number(id) : null,
    priority: draft.priority,
    due_date: draft.dueDate,
    due_time: draft.dueTime,
    evidence: draft.evidence,
  };
}

// The phone-sized segments are taller than their text: keep the text in the middle.
const CENTRED_LABELS = {
  label: { display: 'flex', alignItems: 'center', justifyContent: 'center' },
} as const;

const asValue = (id: number | null) => (id != null ? String(id) : null);

function ActionForm({
  action,
  incidentId,
  storeFromLink,
}: {
  action: Action | null;
  incidentId: number | null;
  storeFromLink: number | null;
}) {
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
  const storesManagers = useStoresManagers();
  const zone =
    action?.store.time_zone ?? storesManagers.data?.find((entry) => entry.store.id === draft.storeId)?.store.time_zone;
  const storeToday = today(zone);
  const assignees = useActionAssignees(draft.storeId);
  const create = useCreateAction();
  const update = useUpdateAction();
  const saving = create.isPending || update.isPending;
  const { leaveFreely } = useUnsavedChanges(storeFormChanged(draft, initial, onlyStore));

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const error = (key: keyof Draft) => fieldError(errors, key);

  const storeOptions = (stores.data ?? []).map((s) => ({ value: String(s.id), label: s.title }));
  const assigneeOptions = [
    {
      group: 'People',
      items: (assignees.data?.people ?? []).map((p) => ({ value: `user:${p.id}`, label: p.name })),
    },
    {
      group: 'Roles (everyone who holds it at the store)',
      items: (assignees.data?.roles ?? []).map((r) => ({ value: `role:${r.id}`, label: r.name })),
    },
  ].filter((group) => group.items.length > 0);
  // The current assignee stays choosable while the list loads, or after they left the store.
  const current = action?.assignee.user ?? action?.assignee.role;
  if (
    action &&
    current &&
    draft.assignee === initial.assignee &&
    !assigneeOptions.some((g) => g.items.some((i) => i.value === initial.assignee))
  ) {
    assigneeOptions.push({ group: 'Now', items: [{ value: initial.assignee!, label: current.name }] });
  }

  const submit = () => {
    const missing: FieldErrors = {};
    if (draft.storeId == null) missing.storeId = ['Choose a store'];
    if (!draft.title.trim()) missing.title = ['Title is required'];
    if (draft.assignee == null) missing.assignee = ['Choose who should do this'];
    if (!draft.dueDate) missing.dueDate = ['Choose the day it is due'];
    const dueTime = parseTime(draft.dueTime);
    if (dueTime == null) missing.dueTime = [timeProblem('Due time')];
    // A new due time must still be to come at the store; one kept from before may have passed.
    const dueChanged = draft.dueDate !== initial.dueDate || dueTime !== initial.dueTime;
    if (zone && draft.dueDate && dueTime && dueChanged) {
      const storeNow = storeDateTime(new Date(), zone);
      if (`${draft.dueDate} ${dueTime}` <= `${storeNow.date} ${storeNow.time}`)
        missing.dueTime = ['Choose a time still to come at the store'];
    }
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const fields = fieldsOf(draft);
    const options = {
      onSuccess: (saved: Action) => {
        leaveFreely();
        notifySuccess(action ? 'The action is saved' : 'The action is raised');
        void navigate(paths.action.href(saved.id));
      },
      onError: (failure: unknown) => setErrors(draftErrors(fieldErrorsOf(failure))),
    };
    if (action) update.mutate({ id: action.id, body: fields }, options);
    else create.mutate({ ...fields, store_id: draft.storeId!, incident_id: incidentId }, options);
  };

  const cancelHref = action
    ? paths.action.href(action.id)
    : incidentId != null
      ? paths.incidentReport.href(incidentId)
      : draft.storeId != null && can('corrective-actions-view', draft.storeId)
        ? paths.storeActions.href(draft.storeId)
        : paths.actions.href();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {incidentId != null && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            <Stack gap={4} align="flex-start">
              <Text size="sm">Raised from an incident report: the action is listed on it.</Text>
              <Anchor component={Link} to={paths.incidentReport.href(incidentId)} size="sm">
                Open the incident report
              </Anchor>
              {fieldError(errors, 'incident_id') && (
                <Text c="red.8" size="sm">
                  {fieldError(errors, 'incident_id')}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        <Card padding="md">
          <Grid gap="sm">
            {action === null && (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label="Store"
                  placeholder={stores.isPending ? 'Loading stores…' : 'Choose a store'}
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
                  nothingFoundMessage="No stores"
                  error={error('storeId')}
                />
              </Grid.Col>
            )}
            <Grid.Col span={12}>
              <TextInput
                label="Title"
                placeholder="What must be fixed"
                value={draft.title}
                onChange={(event) => set('title', event.currentTarget.value)}
                maxLength={ACTION_TITLE_MAX}
                required
                error={error('title')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Description"
                placeholder="What is wrong, and what fixed looks like"
                value={draft.description}
                onChange={(event) => set('description', event.currentTarget.value)}
                autosize
                minRows={3}
                maxLength={ACTION_TEXT_MAX}
                error={error('description')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="Assigned to"
                placeholder={draft.storeId == null ? 'Choose a store first' : 'A person or a role'}
                data={assigneeOptions}
                value={draft.assignee}
                onChange={(value) => set('assignee', value)}
                searchable
                required
                disabled={draft.storeId == null}
                nothingFoundMessage={assignees.isPending ? 'Loading…' : 'Nobody at this store'}
                error={error('assignee')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Input.Wrapper label="Priority" error={error('priority')} required>
                <SegmentedControl
                  fullWidth
                  mt={4}
                  styles={CENTRED_LABELS}
                  data={ACTION_PRIORITIES.map((p) => ({ value: p, label: ACTION_PRIORITY_LABELS[p] }))}
                  value={draft.priority}
                  onChange={(value) => set('priority', value as ActionPriority)}
                  aria-label="Priority"
                />
              </Input.Wrapper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DateInput
                label="Due date"
                placeholder="Choose a day"
                valueFormat="MMMM D, YYYY"
                value={draft.dueDate || null}
                onChange={(value) => set('dueDate', value ? dayjs(value).format(API_DATE) : '')}
                minDate={action ? undefined : storeToday}
                description={zone ? "The store's day" : undefined}
                required
                leftSection={<IconCalendar size={16} />}
                error={error('dueDate')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TimeField
                label="Due time"
                value={draft.dueTime}
                onChange={(value) => set('dueTime', value)}
                required
                error={error('dueTime')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Input.Wrapper
                label="To close it needs"
                description="Besides the click on Mark done"
                error={error('evidence')}
              >
                <SegmentedControl
                  fullWidth
                  mt={4}
                  styles={CENTRED_LABELS}
                  data={ACTION_EVIDENCE.map((e) => ({ value: e, label: ACTION_EVIDENCE_LABELS[e] }))}
                  value={draft.evidence}
                  onChange={(value) => set('evidence', value as ActionEvidence)}
                  aria-label="To close it needs"
                />
              </Input.Wrapper>
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
  const params = useParams();
  const [search] = useSearchParams();
  const editing = params.id != null;
  const id = positiveId(params.id);
  const { can } = usePermissions();
  const action = useAction(id ?? 0, editing && id != null);
  useDocumentTitle(`${editing ? 'Edit action' : 'Raise an action'} · Dripp Portal`);

  if (editing && (id == null || notFound(action.error))) return <NotFoundPage />;
  if (!editing) {
    if (!can('corrective-actions-edit')) return <Forbidden />;
    const store = positiveId(search.get('store'));
    return (
      <Stack gap="md">
        <PageHeader title="Raise an action" />
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
      <PageHeader title="Edit action" />
      {action.data ? (
        <ActionForm action={action.data} incidentId={null} storeFromLink={null} />
      ) : (
        <Card padding="lg">
          <Stack gap="sm" role="status" aria-label="Loading the action">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
