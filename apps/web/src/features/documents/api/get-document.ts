import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HrDocument } from '@dripp/contract/documents';
import { api } from '../../../lib/api-client';

/** GET /documents/{id}. */
export function getDocument(id: number, signal?: AbortSignal): Promise<HrDocument> {
  return api.get<HrDocument>(`/documents/${id}`, { fallback: 'Could not get Document', signal });
}

export const documentQuery = (id: number) =>
  queryOptions({ queryKey: ['documents', id], queryFn: ({ signal }) => getDocument(id, signal) });

export function useDocument(id: number | null) {
  return useQuery({ ...documentQuery(id ?? 0), enabled: id != null });
}
