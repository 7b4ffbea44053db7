import { date, pgTable, primaryKey, boolean, integer, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';

/**
 * The morning digest of someone who oversees stores: whether they want it, and the local time
 * and zone it is sent at. No row means no digest.
 */
export const digestSettings = pgTable('digest_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** Local `HH:MM` in `time_zone`. */
  sendAt: varchar('send_at', { length: 5 }).notNull().default('07:00'),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per digest sent: the natural key (person, local day) makes it once-only across nodes. */
export const digestSends = pgTable(
  'digest_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);
