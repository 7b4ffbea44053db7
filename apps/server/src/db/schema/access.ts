import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { audit, softDelete } from './common';
import { stores } from './stores';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 50 }),
    passwordHash: varchar('password_hash', { length: 255 }),
    /** HMAC-SHA256 of the PIN with the server secret; never the PIN itself. */
    pinHmac: varchar('pin_hmac', { length: 64 }),
    /**
     * Every token carries the version it was issued at; raising it (password set, deactivation,
     * restore, a role or PIN change, sign-out) ends every session, management and download token
     * of the user at once.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The language the portal, its mail and its pushes speak to this person. */
    language: varchar('language', { length: 2, enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /** The scale this person reads temperatures in (food safety keeps °F: decision 276). */
    temperatureUnit: varchar('temperature_unit', { length: 1, enum: ['F', 'C'] })
      .notNull()
      .default('F'),
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_pin_hmac').on(t.pinHmac),
    check('users_language', sql`${t.language} in ('en', 'es')`),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  role: varchar('role', { length: 100 }).notNull().unique(),
  requiresStore: boolean('requires_store').notNull().default(false),
  isStandardRole: boolean('is_standard_role').notNull().default(false),
  ...audit,
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  permissionType: varchar('permission_type', { length: 100 }).notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => permissions.id, { onDelete: 'set null' }),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** Base roles: corporate roles, or store-level roles held without a particular store. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** A user's link to a store, with the store-level role held there. */
export const userStores = pgTable(
  'user_stores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] }), index('user_stores_store').on(t.storeId)],
);

/** Password-reset and invitation codes: random, stored hashed, single use, expiring. */
export const oneTimeCodes = pgTable('one_time_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: varchar('purpose', { length: 20 }).notNull().$type<'reset' | 'invite'>(),
  codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Requests already answered, so a repeated Idempotency-Key returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: varchar('key', { length: 200 }).notNull(),
    userId: integer('user_id').notNull(),
    scope: varchar('scope', { length: 200 }).notNull(),
    response: varchar('response', { length: 10000 }).notNull(),
    /** SHA-256 of the canonical request: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);
