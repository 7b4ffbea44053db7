import { z } from 'zod';
import { alsoInReadForm, readForm, takingRead } from './read-back';
import { AccountabilitySchema } from './history';
import {
  CalendarDateSchema,
  FlagSchema,
  IdSchema,
  OffsetSchema,
  optionalText,
  pageLimit,
  requiredText,
} from './inputs';
import { MediaFileSchema, UploadFieldsSchema } from './media';
import { WallTimeSchema } from './store-day';
import {
  ACTION_DUE_HOURS_MAX,
  ACTION_EVIDENCE,
  ACTION_LIST_MAX,
  ACTION_MOVES,
  ACTION_PRIORITIES,
  ACTION_SOURCES,
  ACTION_STATUSES,
  ACTION_TEXT_MAX,
  ACTION_TITLE_MAX,
  FAIL_WHEN,
} from './corrective-action-labels';

// The plain values (statuses, labels, limits, an action's link) are in a file of their own, free
// of zod; importing them from here still works.
export * from './corrective-action-labels';

/**
 * Corrective actions (DESIGN §8): what a failure asks someone to fix, followed until it is fixed
 * and someone else has checked.
 */

export const ActionStatusSchema = z.enum(ACTION_STATUSES);
export const ActionSourceSchema = z.enum(ACTION_SOURCES);
export const ActionPrioritySchema = z.enum(ACTION_PRIORITIES, { error: 'Choose a priority' });
export const ActionEvidenceSchema = z.enum(ACTION_EVIDENCE);

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

/** A person, or a role at the store (everyone holding it there). */
export const AssigneeSchema = z.object({
  user: PersonSchema.nullable(),
  role: PersonSchema.nullable(),
});

/** One action as lists show it. Instants are ISO strings; `due_date`/`due_time` are the store's wall clock. */
export const ActionRowSchema = z.object({
  id: z.number().int(),
  store: z.object({ id: z.number().int(), title: z.string(), time_zone: z.string() }),
  title: z.string(),
  source: ActionSourceSchema,
  /** What the action came from, as people read it ("Evaluation of 2026-11-20: Steam wand"). */
  source_label: z.string(),
  /** The portal page of the source record, when there is one. */
  source_link: z.string().nullable(),
  assignee: AssigneeSchema,
  priority: ActionPrioritySchema,
  status: ActionStatusSchema,
  due_at: z.string(),
  due_date: z.string(),
  due_time: z.string(),
  overdue: z.boolean(),
  created_at: z.string(),
});
export type ActionRow = z.infer<typeof ActionRowSchema>;

export const ActionCommentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  by: z.string(),
  at: z.string(),
});
export type ActionComment = z.infer<typeof ActionCommentSchema>;

/** One action, whole, with what the caller may do to it now. */
export const ActionSchema = ActionRowSchema.extend({
  description: z.string(),
  evidence: ActionEvidenceSchema,
  done: z.object({ by: z.string(), at: z.string(), note: z.string() }).nullable(),
  verified: z.object({ by: z.string(), at: z.string() }).nullable(),
  comments: z.array(ActionCommentSchema),
  photos: z.array(MediaFileSchema),
  accountability: AccountabilitySchema,
  can: z.object({
    edit: z.boolean(),
    start: z.boolean(),
    close: z.boolean(),
    verify: z.boolean(),
    reopen: z.boolean(),
    comment: z.boolean(),
  }),
});
export type Action = z.infer<typeof ActionSchema>;

export const ActionListQuerySchema = z.object({
  store_id: IdSchema.optional(),
  status: ActionStatusSchema.optional(),
  /** Only actions still asking for work (open, in progress, reopened). */
  open: FlagSchema.optional(),
  source: ActionSourceSchema.optional(),
  /** With `source`: the actions of one record (an evaluation's sheet, an incident). */
  source_id: IdSchema.optional(),
  assignee_id: IdSchema.optional(),
  overdue: FlagSchema.optional(),
  limit: pageLimit(ACTION_LIST_MAX, 25),
  offset: OffsetSchema,
});
export type ActionListQuery = z.input<typeof ActionListQuerySchema>;
export type ActionListFilters = z.output<typeof ActionListQuerySchema>;

export const ActionListSchema = z.object({ rows: z.array(ActionRowSchema), total: z.number().int() });
export type ActionList = z.infer<typeof ActionListSchema>;

/** Open and overdue actions at one store, and how fast it closed them over the last 90 days. */
export const StoreActionSummarySchema = z.object({
  store_id: z.number().int(),
  title: z.string(),
  open: z.number().int(),
  overdue: z.number().int(),
  /** Actions done (or since verified) in the last 90 days, and the median days from raised to done among them. */
  closed_90_days: z.number().int(),
  median_days_to_close: z.number().nullable(),
});
export type StoreActionSummary = z.infer<typeof StoreActionSummarySchema>;

export const ActionSummarySchema = z.object({
  open: z.number().int(),
  overdue: z.number().int(),
  stores: z.array(StoreActionSummarySchema),
});
export type ActionSummary = z.infer<typeof ActionSummarySchema>;

export const ActionSummaryQuerySchema = z.object({ store_id: IdSchema.optional() });

const assigneeFields = {
  assignee_user_id: IdSchema.nullish(),
  assignee_role_id: IdSchema.nullish(),
};

/** The fields a person sets on an action: a due date and time on the store's clock. */
export const ActionFieldsSchema = z.object({
  title: requiredText('Title', ACTION_TITLE_MAX),
  description: optionalText(ACTION_TEXT_MAX),
  ...assigneeFields,
  priority: ActionPrioritySchema,
  due_date: CalendarDateSchema,
  due_time: WallTimeSchema,
  evidence: ActionEvidenceSchema.default('none'),
});

/** A new action, by hand or raised from an incident's page. */
export const ActionCreateSchema = ActionFieldsSchema.extend({
  store_id: IdSchema,
  incident_id: IdSchema.nullish(),
});
export type ActionCreateInput = z.input<typeof ActionCreateSchema>;
export type ActionCreate = z.output<typeof ActionCreateSchema>;

/** A person or role as read, of which the write takes the id. */
const ChosenSchema = takingRead(z.object({ id: IdSchema }), PersonSchema).nullable();

/**
 * PUT /corrective-actions/{id}: the fields a person sets, or the action as read (decision 237):
 * its `assignee` stands for `assignee_user_id` and `assignee_role_id`; the rest is the server's.
 */
export const ActionUpdateSchema = alsoInReadForm(takingRead(ActionFieldsSchema, ActionSchema), {
  assignee: readForm(
    z.object({ user: ChosenSchema, role: ChosenSchema }),
    ['assignee_user_id', 'assignee_role_id'],
    ({ user, role }) => ({ assignee_user_id: user?.id ?? null, assignee_role_id: role?.id ?? null }),
    'The assignee as read: taken when `assignee_user_id` and `assignee_role_id` are absent.',
  ),
});
export type ActionUpdateInput = z.input<typeof ActionUpdateSchema>;
export type ActionUpdate = z.output<typeof ActionUpdateSchema>;

export const ActionMoveSchema = UploadFieldsSchema.extend({
  move: z.enum(ACTION_MOVES),
  note: optionalText(ACTION_TEXT_MAX),
});
export type ActionMoveInput = z.input<typeof ActionMoveSchema>;

export const ActionCommentInputSchema = UploadFieldsSchema.extend({
  body: optionalText(ACTION_TEXT_MAX),
});
export type ActionCommentInput = z.input<typeof ActionCommentInputSchema>;

/** Who an action at a store can be given to. */
export const ActionAssigneesSchema = z.object({
  people: z.array(PersonSchema),
  roles: z.array(PersonSchema),
});
export type ActionAssignees = z.infer<typeof ActionAssigneesSchema>;

/** A score category item's "on fail" rule: what action a failed item raises. */
export const ScoreItemRuleSchema = z.object({
  item_id: IdSchema,
  enabled: z.boolean(),
  fail_when: z.enum(FAIL_WHEN),
  at_most: z.number().int().min(0).max(1_000_000).nullable(),
  assignee_role_id: IdSchema.nullable(),
  priority: ActionPrioritySchema,
  due_hours: z.number().int().min(1, 'At least 1 hour').max(ACTION_DUE_HOURS_MAX, 'At most a year'),
  evidence: ActionEvidenceSchema,
});
export type ScoreItemRule = z.infer<typeof ScoreItemRuleSchema>;

/** A rule as the settings page lists it, beside its item. */
export const ScoreItemRuleRowSchema = ScoreItemRuleSchema.extend({
  item_name: z.string(),
  category_name: z.string(),
  permissible_score: z.number().int(),
});

/** Chain settings: which other failures raise actions, and the cash tolerance. */
export const ActionChainSettingsSchema = z.object({
  cash_count_actions: z.boolean(),
  /** A count whose total discrepancy is beyond this many dollars either way is outside tolerance. */
  cash_tolerance: z.number().min(0).max(100_000),
  missed_checklist_actions: z.boolean(),
});
export type ActionChainSettings = z.infer<typeof ActionChainSettingsSchema>;

export const ActionSettingsSchema = z.object({
  chain: ActionChainSettingsSchema,
  rules: z.array(ScoreItemRuleRowSchema),
  roles: z.array(PersonSchema),
});
export type ActionSettings = z.infer<typeof ActionSettingsSchema>;

/** The settings as the page sends them, or as they are read: names and roles are ignored (decision 237). */
export const ActionSettingsInputSchema = takingRead(
  z.object({
    chain: ActionChainSettingsSchema,
    rules: z.array(takingRead(ScoreItemRuleSchema, ScoreItemRuleRowSchema)).max(2000),
  }),
  ActionSettingsSchema,
);
export type ActionSettingsInput = z.input<typeof ActionSettingsInputSchema>;
