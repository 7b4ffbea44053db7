import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTask, ChecklistTaskBody } from '@dripp/contract/checklists';
import { checklistsEndpoints } from '@dripp/contract/endpoints/checklists';
import { callData, invalidate, keyOf } from '../../../lib/endpoints';

export interface UpdateChecklistTaskInput {
  id: number;
  body: ChecklistTaskBody;
}

/** PUT /checklists/{id} {task, note}. */
export function updateChecklistTask({ id, body }: UpdateChecklistTaskInput): Promise<ChecklistTask> {
  return callData(checklistsEndpoints.update, { params: { id }, body }, { fallback: t`Could not update task` });
}

export function useUpdateChecklistTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChecklistTask,
    onSuccess: (task) => {
      queryClient.setQueryData(keyOf(checklistsEndpoints.get, { params: { id: task.id } }), task);
      return invalidate(queryClient, checklistsEndpoints.list, {
        params: { storeId: task.store_id, type: task.type },
      });
    },
  });
}
