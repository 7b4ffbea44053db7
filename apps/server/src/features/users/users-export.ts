import type { FastifyReply } from 'fastify';
import type { UserListRow } from '@dripp/contract/users';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/access';
import { exportName, pagesOf, sendCsv, type CsvColumn } from '../../platform/csv';
import { userCondition, userPage } from './users.queries';

const columns: CsvColumn<UserListRow>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Username', value: (r) => r.username },
  { header: 'Email', value: (r) => r.email },
  { header: 'Stores', value: (r) => r.stores.join(', ') },
  { header: 'Manages', value: (r) => r.manages.join(', ') },
  { header: 'Roles', value: (r) => r.roles.join(', ') },
  { header: 'Deactivated', value: (r) => r.deletedAt },
];

/** GET /users/export: every user the list would show (active or deactivated), in its order. */
export async function exportUsers(
  db: Db,
  principal: Principal | null,
  trashed: boolean,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const where = userCondition(principal, trashed);
  const rows = where === null ? [] : pagesOf((limit, offset) => userPage(db, where, limit, offset));
  return sendCsv(reply, exportName('users', trashed && 'deactivated'), columns, rows);
}
