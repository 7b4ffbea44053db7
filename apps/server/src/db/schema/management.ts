import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit } from './common';
import { stores } from './stores';
import { users } from './access';

/** Kinds of service provider (chain-wide): espresso machine repair, plumbing, pest control … */
export const addressBookCategories = pgTable('address_book_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  ...audit,
});

/** A store's service provider. */
export const addressBookEntries = pgTable(
  'address_book_entries',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }),
    contactName: varchar('contact_name', { length: 200 }),
    street: varchar('street', { length: 200 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    zip: varchar('zip', { length: 20 }),
    phone: varchar('phone', { length: 50 }),
    phone2: varchar('phone2', { length: 50 }),
    fax: varchar('fax', { length: 50 }),
    website: varchar('website', { length: 500 }),
    ...audit,
  },
  (t) => [index('address_book_entries_store').on(t.storeId)],
);

export const addressBookEntryCategories = pgTable(
  'address_book_entry_categories',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => addressBookEntries.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => addressBookCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.categoryId] })],
);

/** One service ticket per store and day; `sent_*` record the last time it was mailed. */
export const serviceTickets = pgTable(
  'service_tickets',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    urgency: smallint('urgency').notNull().default(1),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    requestBy: varchar('request_by', { length: 200 }).notNull().default(''),
    addressBookId: integer('address_book_id').references(() => addressBookEntries.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentTo: varchar('sent_to', { length: 254 }),
    ...audit,
  },
  (t) => [uniqueIndex('service_tickets_store_date').on(t.storeId, t.date)],
);

/** Corporate HR documents (chain-wide); the file is the one media row it owns, served only by token. */
export const hrDocuments = pgTable('hr_documents', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  ...audit,
});

/** Who mailed which documents to whom, and when. */
export const hrDocumentSends = pgTable(
  'hr_document_sends',
  {
    id: serial('id').primaryKey(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    emails: jsonb('emails').notNull().$type<string[]>(),
    documentIds: jsonb('document_ids').notNull().$type<number[]>(),
    titles: jsonb('titles').notNull().$type<string[]>(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hr_document_sends_sent_at').on(t.sentAt)],
);

/** The store's signed log of keys given and returned. */
export const keyReleases = pgTable(
  'key_releases',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    buildingKey: boolean('building_key').notNull().default(false),
    officeKey: boolean('office_key').notNull().default(false),
    gateKey: boolean('gate_key').notNull().default(false),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    signature: varchar('signature', { length: 200 }).notNull().default(''),
    timeGiven: date('time_given', { mode: 'string' }).notNull(),
    timeReturned: date('time_returned', { mode: 'string' }),
    ...audit,
  },
  (t) => [index('key_releases_store').on(t.storeId, t.timeGiven)],
);
