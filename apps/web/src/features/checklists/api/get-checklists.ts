import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistTask, ChecklistType } from '@dripp/contract/checklists';
import { api } from '../../../lib/api-client';

export function getChecklists(storeId: number, type: ChecklistType, signal?: AbortSignal): Promise<ChecklistTask[]> {
  return api.get<ChecklistTask[]>(`/checklists/${storeId}/${type}`, { fallback: 'Could not get Checklists', signal });
}

export const checklistsQuery = (storeId: number, type: ChecklistType) =>
  queryOptions({
    queryKey: ['checklists', storeId, type],
    queryFn: ({ signal }) => getChecklists(storeId, type, signal),
  });

/** A store's task list of one type, in its order. */
export function useChecklists(storeId: number | null, type: ChecklistType) {
  return useQuery({ ...checklistsQuery(storeId ?? 0, type), enabled: storeId != null });
}
