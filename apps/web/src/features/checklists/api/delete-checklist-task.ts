import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistType } from '@dripp/contract/checklists';
import { api } from '../../../lib/api-client';
import { checklistsQuery } from './get-checklists';

export interface DeleteChecklistTaskInput {
  id: number;
  /** The list the task is in, to reload it afterwards. */
  storeId: number;
  type: ChecklistType;
}

/** DELETE /checklists/{id}. */
export async function deleteChecklistTask({ id }: DeleteChecklistTaskInput): Promise<void> {
  await api.delete(`/checklists/${id}`, { fallback: 'Could not remove task' });
}

export function useDeleteChecklistTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklistTask,
    onSuccess: (_, { storeId, type }) =>
      queryClient.invalidateQueries({ queryKey: checklistsQuery(storeId, type).queryKey }),
  });
}
