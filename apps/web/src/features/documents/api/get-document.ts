import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import type { HrDocument } from '@dripp/contract/documents';
import { documentsEndpoints } from '@dripp/contract/endpoints/documents';
import { callData, endpointQuery } from '../../../lib/endpoints';

const fallback = () => t`Could not get Document`;

/** GET /documents/{id}. */
export function getDocument(id: number, signal?: AbortSignal): Promise<HrDocument> {
  return callData(documentsEndpoints.get, { params: { id } }, { fallback: fallback(), signal });
}

export const documentQuery = (id: number) =>
  endpointQuery(documentsEndpoints.get, { params: { id } }, { fallback: fallback() });

export function useDocument(id: number | null) {
  return useQuery({ ...documentQuery(id ?? 0), enabled: id != null });
}
