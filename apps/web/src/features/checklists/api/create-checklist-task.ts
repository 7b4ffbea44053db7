import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTask, ChecklistTaskBody, ChecklistType } from '@dripp/contract/checklists';
import { api } from '../../../lib/api-client';
import { checklistsQuery } from './get-checklists';

export interface CreateChecklistTaskInput {
  storeId: number;
  type: ChecklistType;
  body: ChecklistTaskBody;
}

/** POST /checklists/{storeId}/{type} {task, note}: the new task goes to the end of the list. */
export function createChecklistTask({ storeId, type, body }: CreateChecklistTaskInput): Promise<ChecklistTask> {
  return api.post<ChecklistTask>(`/checklists/${storeId}/${type}`, body, { fallback: 'Could not save task' });
}

export function useCreateChecklistTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChecklistTask,
    onSuccess: (_, { storeId, type }) =>
      queryClient.invalidateQueries({ queryKey: checklistsQuery(storeId, type).queryKey }),
  });
}
