import { sql } from 'drizzle-orm';
import type { DueItem } from '@dripp/contract/store-day';
import type { NotificationKind } from '@dripp/contract/notifications';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit } from './common';
import { users } from './access';
import { stores } from './stores';
import { correctiveActions } from './corrective-actions';

/** The chain's due time of each item: store-local `HH:MM` (null: not tracked), weekly items on an ISO weekday. */
export const chainDueTimes = pgTable('chain_due_times', {
  item: varchar('item', { length: 20 }).primaryKey().$type<DueItem>(),
  time: varchar('time', { length: 5 }),
  weekday: smallint('weekday'),
  ...audit,
});

/** A store's own due time for an item, in place of the chain's. */
export const storeDueTimes = pgTable(
  'store_due_times',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    item: varchar('item', { length: 20 }).notNull().$type<DueItem>(),
    time: varchar('time', { length: 5 }),
    weekday: smallint('weekday'),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.storeId, t.item] })],
);

/**
 * What a person was told. The natural key (person, store, item, day, kind) makes each reminder
 * once-only however many workers look for it; `mail_state` is the outbox of the mail channel.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull().$type<NotificationKind>(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    /** The store day's item it is about, by its key in the day (a due item's name, `reading:…`, `recheck:…`, `cooling:…`). */
    item: varchar('item', { length: 40 }),
    date: date('date', { mode: 'string' }),
    title: varchar('title', { length: 200 }).notNull(),
    body: varchar('body', { length: 1000 }).notNull(),
    link: varchar('link', { length: 300 }).notNull(),
    /** A corrective action's reminders: once per (person, action, kind, store day). */
    actionId: integer('action_id').references(() => correctiveActions.id, { onDelete: 'cascade' }),
    inApp: boolean('in_app').notNull(),
    mailState: varchar('mail_state', { length: 10 }).notNull().$type<'pending' | 'sent' | 'off'>(),
    /** The outbox of the push channel (features/notifications/push-delivery.ts), like `mail_state`. */
    pushState: varchar('push_state', { length: 10 }).notNull().default('off').$type<'pending' | 'sent' | 'off'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_once').on(t.userId, t.storeId, t.item, t.date, t.kind),
    uniqueIndex('notifications_action_once')
      .on(t.userId, t.actionId, t.kind, t.date)
      .where(sql`action_id is not null`),
    index('notifications_user_inbox').on(t.userId, t.id),
    index('notifications_mail_pending')
      .on(t.id)
      .where(sql`mail_state = 'pending'`),
    index('notifications_push_pending')
      .on(t.id)
      .where(sql`push_state = 'pending'`),
  ],
);

/**
 * One row per notification mail a person was sent (one message, or a summary of several): the
 * minute sweep counts a person's recent ones to group a flood (features/notifications/notification-mail.ts).
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** How many notifications it carried. */
    notifications: integer('notifications').notNull(),
  },
  (t) => [index('notification_mails_user_sent').on(t.userId, t.sentAt)],
);

/**
 * A person's choice per kind and channel; no row means in-app and mail on. `push` null: on once
 * the person has subscribed a device (push_subscriptions), off before.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull().$type<NotificationKind>(),
    inApp: boolean('in_app').notNull(),
    mail: boolean('mail').notNull(),
    push: boolean('push'),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
