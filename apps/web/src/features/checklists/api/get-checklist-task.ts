import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistTask } from '@dripp/contract/checklists';
import { api } from '../../../lib/api-client';

export function getChecklistTask(id: number, signal?: AbortSignal): Promise<ChecklistTask> {
  return api.get<ChecklistTask>(`/checklists/${id}`, { fallback: 'Could not get Checklist', signal });
}

export const checklistTaskQuery = (id: number) =>
  queryOptions({
    queryKey: ['checklist-task', id],
    queryFn: ({ signal }) => getChecklistTask(id, signal),
  });

export function useChecklistTask(id: number | null) {
  return useQuery({ ...checklistTaskQuery(id ?? 0), enabled: id != null });
}
