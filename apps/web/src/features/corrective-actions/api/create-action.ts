import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Action, ActionCreateInput } from '@dripp/contract/corrective-actions';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { invalidateCorrectiveActions } from '../../../lib/api/corrective-actions';
import { callData } from '../../../lib/endpoints';
import { actionQuery } from './get-action';

/** POST /corrective-actions: an action raised by hand, or from an incident. */
export function createAction(body: ActionCreateInput): Promise<Action> {
  return callData(correctiveActionsEndpoints.create, { body }, { fallback: t`Could not raise the action` });
}

export function useCreateAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAction,
    onSuccess: (saved) => {
      client.setQueryData(actionQuery(saved.id).queryKey, saved);
      return invalidateCorrectiveActions(client);
    },
  });
}
