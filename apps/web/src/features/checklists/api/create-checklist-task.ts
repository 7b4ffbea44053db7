import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTask, ChecklistTaskBody, ChecklistType } from '@dripp/contract/checklists';
import { checklistsEndpoints } from '@dripp/contract/endpoints/checklists';
import { callData, invalidate } from '../../../lib/endpoints';

export interface CreateChecklistTaskInput {
  storeId: number;
  type: ChecklistType;
  body: ChecklistTaskBody;
}

/** POST /checklists/{storeId}/{type} {task, note}: the new task goes to the end of the list. */
export function createChecklistTask({ storeId, type, body }: CreateChecklistTaskInput): Promise<ChecklistTask> {
  return callData(
    checklistsEndpoints.create,
    { params: { storeId, type }, body },
    { fallback: t`Could not save task` },
  );
}

export function useCreateChecklistTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChecklistTask,
    onSuccess: (_, { storeId, type }) =>
      invalidate(queryClient, checklistsEndpoints.list, { params: { storeId, type } }),
  });
}
