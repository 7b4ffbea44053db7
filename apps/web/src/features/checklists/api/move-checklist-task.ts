import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTask, ChecklistType } from '@dripp/contract/checklists';
import { checklistsEndpoints } from '@dripp/contract/endpoints/checklists';
import { callData, invalidate, keyOf } from '../../../lib/endpoints';

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
  return callData(
    checklistsEndpoints.move,
    { params: { storeId, type }, body: { id, newIndex } },
    { fallback: t`Could not change order of Checklists` },
  );
}

export function useMoveChecklistTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveChecklistTask,
    onSuccess: (list, { storeId, type }) =>
      queryClient.setQueryData(keyOf(checklistsEndpoints.list, { params: { storeId, type } }), list),
    // On failure the server's order is shown again (the toast has told why).
    onError: (_, { storeId, type }) => invalidate(queryClient, checklistsEndpoints.list, { params: { storeId, type } }),
  });
}
