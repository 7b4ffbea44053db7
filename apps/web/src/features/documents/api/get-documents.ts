import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HrDocument } from '@dripp/contract/documents';
import { api } from '../../../lib/api-client';

/** GET /documents: the chain's HR documents. */
export function getDocuments(signal?: AbortSignal): Promise<HrDocument[]> {
  return api.get<HrDocument[]>('/documents', { fallback: 'Could not get Hr-Documents', signal });
}

export const documentsQuery = () =>
  queryOptions({ queryKey: ['documents'], queryFn: ({ signal }) => getDocuments(signal) });

export function useDocuments(enabled = true) {
  return useQuery({ ...documentsQuery(), enabled });
}
