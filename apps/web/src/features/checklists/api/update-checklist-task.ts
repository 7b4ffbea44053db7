import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTask, ChecklistTaskBody } from '@dripp/contract/checklists';
import { api } from '../../../lib/api-client';
import { checklistTaskQuery } from './get-checklist-task';
import { checklistsQuery } from './get-checklists';

export interface UpdateChecklistTaskInput {
  id: number;
  body: ChecklistTaskBody;
}

/** PUT /checklists/{id} {task, note}. */
export function updateChecklistTask({ id, body }: UpdateChecklistTaskInput): Promise<ChecklistTask> {
  return api.put<ChecklistTask>(`/checklists/${id}`, body, { fallback: 'Could not update task' });
}

export function useUpdateChecklistTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChecklistTask,
    onSuccess: (task) => {
      queryClient.setQueryData(checklistTaskQuery(task.id).queryKey, task);
      return queryClient.invalidateQueries({ queryKey: checklistsQuery(task.store_id, task.type).queryKey });
    },
  });
}
