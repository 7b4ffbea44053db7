import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTask, ChecklistType } from '@dripp/contract/checklists';
import { api } from '../../../lib/api-client';
import { checklistsQuery } from './get-checklists';

export interface MoveChecklistTaskInput {
  storeId: number;
  type: ChecklistType;
  id: number;
  /** The task's new position, counted from 1 (DESIGN §4). */
  newIndex: number;
}

/**
 * PUT /checklists/order/{storeId}/{type} {id, newIndex}: answers the renumbered list. The page shows
 * the new order itself before calling, so the dropped row never jumps back.
 */
export function moveChecklistTask({ storeId, type, id, newIndex }: MoveChecklistTaskInput): Promise<ChecklistTask[]> {
  return api.put<ChecklistTask[]>(
    `/checklists/order/${storeId}/${type}`,
    { id, newIndex },
    { fallback: 'Could not change order of Checklists' },
  );
}

export function useMoveChecklistTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveChecklistTask,
    onSuccess: (list, { storeId, type }) => queryClient.setQueryData(checklistsQuery(storeId, type).queryKey, list),
    // On failure the server's order is shown again (the toast has told why).
    onError: (_, { storeId, type }) =>
      queryClient.invalidateQueries({ queryKey: checklistsQuery(storeId, type).queryKey }),
  });
}
