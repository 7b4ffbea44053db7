import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import type { ChecklistType } from '@dripp/contract/checklists';
import { checklistsEndpoints } from '@dripp/contract/endpoints/checklists';
import { endpointQuery } from '../../../lib/endpoints';

export const checklistsQuery = (storeId: number, type: ChecklistType) =>
  endpointQuery(checklistsEndpoints.list, { params: { storeId, type } }, { fallback: t`Could not get Checklists` });

/** A store's task list of one type, in its order. */
export function useChecklists(storeId: number | null, type: ChecklistType) {
  return useQuery({ ...checklistsQuery(storeId ?? 0, type), enabled: storeId != null });
}
