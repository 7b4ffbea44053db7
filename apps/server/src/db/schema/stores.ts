import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { audit, softDelete } from './common';

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  number: varchar('number', { length: 50 }).notNull(),
  email: varchar('email', { length: 254 }),
  email2: varchar('email2', { length: 254 }),
  street1: varchar('street1', { length: 200 }),
  street2: varchar('street2', { length: 200 }),
  city: varchar('city', { length: 100 }),
  state: varchar('state', { length: 100 }),
  zip: varchar('zip', { length: 20 }),
  phone: varchar('phone', { length: 50 }),
  fax: varchar('fax', { length: 50 }),
  /** IANA zone; null (stores made before zones existed) means the chain's zone, the server's TZ. */
  timeZone: varchar('time_zone', { length: 64 }),
  /** Beyond the spec: the chain's region the store belongs to, free text; null when none (decision 198). */
  region: varchar('region', { length: 100 }),
  /** The store's own cash tolerance in cents; null follows the chain's (action_settings). */
  cashToleranceCents: integer('cash_tolerance_cents'),
  ...audit,
  ...softDelete,
});
