import { t } from '@lingui/core/macro';
import type { DownloadLink } from '@dripp/contract/documents';
import { documentsEndpoints } from '@dripp/contract/endpoints/documents';
import { callData } from '../../../lib/endpoints';

/**
 * GET /documents/files/{id}/link: a download address with a short-lived token for that one
 * document (DESIGN §5 "Download links"), asked for each time a link is opened.
 */
export function getDownloadLink(id: number): Promise<DownloadLink> {
  return callData(documentsEndpoints.link, { params: { id } }, { fallback: t`Could not get Document` });
}
