import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistType } from '@dripp/contract/checklists';
import { checklistsEndpoints } from '@dripp/contract/endpoints/checklists';
import { call, invalidate } from '../../../lib/endpoints';

export interface DeleteChecklistTaskInput {
  id: number;
  /** The list the task is in, to reload it afterwards. */
  storeId: number;
  type: ChecklistType;
}

/** DELETE /checklists/{id}. */
export async function deleteChecklistTask({ id }: DeleteChecklistTaskInput): Promise<void> {
  await call(checklistsEndpoints.remove, { params: { id } }, { fallback: t`Could not remove task` });
}

export function useDeleteChecklistTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklistTask,
    onSuccess: (_, { storeId, type }) =>
      invalidate(queryClient, checklistsEndpoints.list, { params: { storeId, type } }),
  });
}
