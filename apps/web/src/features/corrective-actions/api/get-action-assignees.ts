import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { endpointQuery } from '../../../lib/endpoints';

/** GET /corrective-actions/stores/{storeId}/assignees: the store's people and roles. */
export const actionAssigneesQuery = (storeId: number) =>
  queryOptions({
    ...endpointQuery(
      correctiveActionsEndpoints.assignees,
      { params: { storeId } },
      { fallback: t`Could not get who the action can be given to` },
    ),
    staleTime: 60_000,
  });

export function useActionAssignees(storeId: number | null) {
  return useQuery({ ...actionAssigneesQuery(storeId ?? 0), enabled: storeId != null });
}
