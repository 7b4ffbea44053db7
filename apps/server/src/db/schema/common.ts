import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Who and when, on every table that people write to (DESIGN §4). */
export const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
};

export const softDelete = {
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
};
