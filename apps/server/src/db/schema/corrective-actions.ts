import { sql } from 'drizzle-orm';
import type {
  ActionEvidence,
  ActionPriority,
  ActionSource,
  ActionStatus,
  FailWhen,
} from '@dripp/contract/corrective-actions';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit } from './common';
import { roles, users } from './access';
import { stores } from './stores';
import { retailScoreCategoryItems } from './evaluations';

/**
 * A corrective action. `source_key` names what raised it within its source record (a score item,
 * a checklist card and day); with the source's type and id it is the natural key that keeps a
 * record saved twice from raising the same action twice. Actions raised by hand have no key.
 */
export const correctiveActions = pgTable(
  'corrective_actions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    source: varchar('source', { length: 20 }).notNull().$type<ActionSource>(),
    sourceId: integer('source_id'),
    sourceKey: varchar('source_key', { length: 60 }),
    sourceLabel: varchar('source_label', { length: 300 }).notNull().default(''),
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeRoleId: integer('assignee_role_id').references(() => roles.id, { onDelete: 'set null' }),
    priority: varchar('priority', { length: 10 }).notNull().$type<ActionPriority>(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 15 }).notNull().default('open').$type<ActionStatus>(),
    evidence: varchar('evidence', { length: 10 }).notNull().default('none').$type<ActionEvidence>(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneNote: text('done_note').notNull().default(''),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    ...audit,
  },
  (t) => [
    uniqueIndex('corrective_actions_source_once')
      .on(t.source, t.sourceId, t.sourceKey)
      .where(sql`source_key is not null`),
    index('corrective_actions_source').on(t.source, t.sourceId),
    index('corrective_actions_store_due').on(t.storeId, t.dueAt),
    // Reminders and counts read the actions that still ask for work, by due time.
    index('corrective_actions_open_due')
      .on(t.dueAt)
      .where(sql`status in ('open', 'in-progress', 'reopened')`),
    // The list's closed part, latest due first.
    index('corrective_actions_closed_due')
      .on(t.dueAt)
      .where(sql`status in ('done', 'verified')`),
    index('corrective_actions_assignee').on(t.assigneeUserId),
    // The summary's close times read the actions done in the last 90 days.
    index('corrective_actions_done').on(t.doneAt),
  ],
);

export const correctiveActionComments = pgTable(
  'corrective_action_comments',
  {
    id: serial('id').primaryKey(),
    actionId: integer('action_id')
      .notNull()
      .references(() => correctiveActions.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('corrective_action_comments_action').on(t.actionId, t.id)],
);

/** A score category item's "on fail" rule; an item without a row raises nothing. */
export const scoreItemRules = pgTable('score_item_rules', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => retailScoreCategoryItems.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  failWhen: varchar('fail_when', { length: 12 }).notNull().$type<FailWhen>(),
  atMost: integer('at_most'),
  assigneeRoleId: integer('assignee_role_id').references(() => roles.id, { onDelete: 'set null' }),
  priority: varchar('priority', { length: 10 }).notNull().$type<ActionPriority>(),
  dueHours: integer('due_hours').notNull(),
  evidence: varchar('evidence', { length: 10 }).notNull().$type<ActionEvidence>(),
  ...audit,
});

/** The chain's corrective-action settings: one row (id 1). */
export const actionSettings = pgTable('action_settings', {
  id: integer('id').primaryKey().default(1),
  cashCountActions: boolean('cash_count_actions').notNull().default(false),
  cashToleranceCents: integer('cash_tolerance_cents').notNull().default(500),
  missedChecklistActions: boolean('missed_checklist_actions').notNull().default(false),
  ...audit,
});
