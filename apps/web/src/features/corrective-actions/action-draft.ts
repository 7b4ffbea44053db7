import {
  type Action,
  type ActionAssignees,
  type ActionEvidence,
  type ActionFieldsSchema,
  type ActionPriority,
} from '@dripp/contract/corrective-actions';
import { t } from '@lingui/core/macro';
import { parseTime } from '@dripp/domain/incident-format';
import { storeDateTime } from '@dripp/domain/dates';
import type { z } from 'zod';
import { timeProblem } from '../../components/time-field';
import type { FieldErrors } from '../../lib/api-client';

export interface Draft {
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

export function draftOf(action: Action | null, storeId: number | null): Draft {
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

export function draftErrors(errors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) mapped[FIELD_OF[key] ?? key] = messages;
  return mapped;
}

type Fields = z.input<typeof ActionFieldsSchema>;

export function fieldsOf(draft: Draft): Fields {
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

/** The required fields, checked before sending; a new due time must still be to come at the store. */
export function missingFields(draft: Draft, initial: Draft, zone: string | undefined): FieldErrors {
  const missing: FieldErrors = {};
  if (draft.storeId == null) missing.storeId = [t`Choose a store`];
  if (!draft.title.trim()) missing.title = [t`Title is required`];
  if (draft.assignee == null) missing.assignee = [t`Choose who should do this`];
  if (!draft.dueDate) missing.dueDate = [t`Choose the day it is due`];
  const dueTime = parseTime(draft.dueTime);
  if (dueTime == null) missing.dueTime = [timeProblem(t`Due time`)];
  // A new due time must still be to come at the store; one kept from before may have passed.
  const dueChanged = draft.dueDate !== initial.dueDate || dueTime !== initial.dueTime;
  if (zone && draft.dueDate && dueTime && dueChanged) {
    const storeNow = storeDateTime(new Date(), zone);
    if (`${draft.dueDate} ${dueTime}` <= `${storeNow.date} ${storeNow.time}`)
      missing.dueTime = [t`Choose a time still to come at the store`];
  }
  return missing;
}

/** People and roles of the store; the current assignee stays choosable while the list loads, or after they left. */
export function assigneeOptionsOf(
  assignees: ActionAssignees | undefined,
  action: Action | null,
  draft: Draft,
  initial: Draft,
) {
  const assigneeOptions = [
    {
      group: t`People`,
      items: (assignees?.people ?? []).map((p) => ({ value: `user:${p.id}`, label: p.name })),
    },
    {
      group: t`Roles (everyone who holds it at the store)`,
      items: (assignees?.roles ?? []).map((r) => ({ value: `role:${r.id}`, label: r.name })),
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
    assigneeOptions.push({ group: t`Now`, items: [{ value: initial.assignee!, label: current.name }] });
  }
  return assigneeOptions;
}
