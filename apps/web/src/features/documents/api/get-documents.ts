import { t } from '@lingui/core/macro';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { HrDocument } from '@dripp/contract/documents';
import { documentsEndpoints } from '@dripp/contract/endpoints/documents';
import { callData, endpointQuery, invalidate } from '../../../lib/endpoints';

const fallback = () => t`Could not get Hr-Documents`;

/** GET /documents: the chain's HR documents. */
export function getDocuments(signal?: AbortSignal): Promise<HrDocument[]> {
  return callData(documentsEndpoints.list, {}, { fallback: fallback(), signal });
}

export const documentsQuery = () => endpointQuery(documentsEndpoints.list, {}, { fallback: fallback() });

export function useDocuments(enabled = true) {
  return useQuery({ ...documentsQuery(), enabled });
}

/** Refreshes the list and every single document. */
export function invalidateDocuments(client: QueryClient): Promise<void> {
  return Promise.all([invalidate(client, documentsEndpoints.list), invalidate(client, documentsEndpoints.get)]).then(
    () => undefined,
  );
}
