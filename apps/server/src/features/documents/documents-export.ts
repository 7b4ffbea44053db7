import type { FastifyReply } from 'fastify';
import type { HrDocument } from '@dripp/contract/documents';
import type { Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { sendCsv, type CsvColumn } from '../../platform/csv';
import { listDocuments } from './documents.service';

const columns: CsvColumn<HrDocument>[] = [
  { header: 'Title', value: (d) => d.title },
  { header: 'Filename', value: (d) => d.file },
  { header: 'Size (bytes)', value: (d) => d.size },
  { header: 'Type', value: (d) => d.contentType },
];

/** GET /documents/export: the HR Documents list, read whole as the page reads it, with its permission. */
export async function exportDocuments(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  reply: FastifyReply,
): Promise<FastifyReply> {
  return sendCsv(reply, 'hr-documents', columns, await listDocuments(ctx, principal));
}
