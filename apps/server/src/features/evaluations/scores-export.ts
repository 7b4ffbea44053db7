import type { FastifyReply } from 'fastify';
import type { RetailScoreRow, RetailScoresFilters } from '@dripp/contract/evaluations';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/access';
import { exportName, pagesOf, sendCsv, type CsvColumn } from '../../platform/csv';
import { sheetFilter, sheetPage } from './scores.service';

const person = (p: { firstName: string; lastName: string } | null) =>
  p ? `${p.firstName} ${p.lastName}`.trim() : null;

const columns: CsvColumn<RetailScoreRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Date', value: (r) => r.score_date },
  { header: 'Store', value: (r) => r.store.title },
  { header: 'Manager', value: (r) => person(r.manager) },
  { header: 'Evaluator', value: (r) => person(r.user) },
  { header: 'Total Score', value: (r) => r.total_score },
  { header: 'Evaluated Score', value: (r) => r.evaluated_score },
  { header: 'Submitted', value: (r) => r.created_at },
];

/** GET /retail-scores/export: every sheet the list would show for the same filters, in its order. */
export async function exportSheets(
  db: Db,
  principal: Principal,
  query: Omit<RetailScoresFilters, 'limit' | 'offset'>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const filter = sheetFilter(principal, query);
  const rows = filter ? pagesOf((limit, offset) => sheetPage(db, filter, limit, offset)) : [];
  const name = exportName('evaluations', query.store_id && `store-${query.store_id}`, query.date_from, query.date_to);
  return sendCsv(reply, name, columns, rows);
}
