import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Action, ActionMove, ActionMoveInput } from '@dripp/contract/corrective-actions';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { invalidateCorrectiveActions } from '../../../lib/api/corrective-actions';
import { callData } from '../../../lib/endpoints';
import { i18n } from '../../../i18n/i18n';
import { actionQuery } from './get-action';

const FALLBACK: Record<ActionMove, MessageDescriptor> = {
  start: msg`Could not start the action`,
  done: msg`Could not mark the action done`,
  verify: msg`Could not verify the action`,
  reopen: msg`Could not reopen the action`,
};

export interface MoveActionInput {
  id: number;
  body: ActionMoveInput;
  onProgress?: (percent: number) => void;
}

/**
 * POST /corrective-actions/{id}/moves. A refusal (403) stays on the page with its reason: the
 * action is theirs to read, only this move is not.
 */
export function moveAction({ id, body, onProgress }: MoveActionInput): Promise<Action> {
  return callData(
    correctiveActionsEndpoints.move,
    { params: { id }, body },
    { fallback: i18n._(FALLBACK[body.move]), onProgress, showsForbidden: true },
  );
}

export function useMoveAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveAction,
    onSuccess: (saved) => {
      client.setQueryData(actionQuery(saved.id).queryKey, saved);
      return invalidateCorrectiveActions(client);
    },
  });
}
