import type { FastifyReply } from 'fastify';
import {
  ACTION_PRIORITY_LABELS,
  ACTION_SOURCE_LABELS,
  ACTION_STATUS_LABELS,
  type ActionListFilters,
  type ActionRow,
} from '@dripp/contract/corrective-actions';
import type { Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { exportName, pagesOf, sendCsv, type CsvColumn } from '../../platform/csv';
import { toRow } from './action-record';
import { actionCondition, actionParts } from './actions.service';

const columns: CsvColumn<ActionRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Action', value: (r) => r.title },
  { header: 'Store', value: (r) => r.store.title },
  { header: 'Source', value: (r) => ACTION_SOURCE_LABELS[r.source] },
  { header: 'From', value: (r) => r.source_label },
  {
    header: 'Assigned to',
    value: (r) => r.assignee.user?.name ?? (r.assignee.role ? `${r.assignee.role.name} (role)` : null),
  },
  { header: 'Priority', value: (r) => ACTION_PRIORITY_LABELS[r.priority] },
  { header: 'Status', value: (r) => ACTION_STATUS_LABELS[r.status] },
  { header: 'Due Date', value: (r) => r.due_date },
  { header: 'Due Time', value: (r) => r.due_time },
  { header: 'Overdue', value: (r) => r.overdue },
  { header: 'Raised', value: (r) => r.created_at },
];

/** GET /corrective-actions/export: every action the list would show for the same filters, in its order. */
export async function exportActions(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  query: Omit<ActionListFilters, 'limit' | 'offset'>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const now = ctx.now();
  const condition = actionCondition(principal, query, now);
  async function* rows(): AsyncGenerator<ActionRow> {
    if (condition === null) return;
    for (const part of [actionParts.open, actionParts.closed]) {
      for await (const row of pagesOf((limit, offset) => part(ctx.db, condition, now).limit(limit).offset(offset)))
        yield toRow(row);
    }
  }
  const name = exportName('corrective-actions', query.store_id && `store-${query.store_id}`, query.status);
  return sendCsv(reply, name, columns, rows());
}
