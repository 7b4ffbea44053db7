import type { DownloadLink } from '@dripp/contract/documents';
import { api } from '../../../lib/api-client';

/**
 * GET /documents/files/{id}/link: a download address with a short-lived token for that one
 * document (DESIGN §5 "Download links"), asked for each time a link is opened.
 */
export function getDownloadLink(id: number): Promise<DownloadLink> {
  return api.get<DownloadLink>(`/documents/files/${id}/link`, { fallback: 'Could not get Document' });
}
