import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Action, ActionUpdateInput } from '@dripp/contract/corrective-actions';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { invalidateCorrectiveActions } from '../../../lib/api/corrective-actions';
import { callData } from '../../../lib/endpoints';
import { actionQuery } from './get-action';

/** PUT /corrective-actions/{id}: title, description, assignee, priority, due time and evidence. */
export function updateAction({ id, body }: { id: number; body: ActionUpdateInput }): Promise<Action> {
  return callData(
    correctiveActionsEndpoints.update,
    { params: { id }, body },
    { fallback: t`Could not save the action` },
  );
}

export function useUpdateAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAction,
    onSuccess: (saved) => {
      client.setQueryData(actionQuery(saved.id).queryKey, saved);
      return invalidateCorrectiveActions(client);
    },
  });
}
