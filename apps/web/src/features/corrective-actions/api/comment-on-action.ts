import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Action, ActionCommentInput } from '@dripp/contract/corrective-actions';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { invalidateCorrectiveActions } from '../../../lib/api/corrective-actions';
import { callData } from '../../../lib/endpoints';
import { actionQuery } from './get-action';

export interface CommentOnActionInput {
  id: number;
  body: ActionCommentInput;
  onProgress?: (percent: number) => void;
}

/** POST /corrective-actions/{id}/comments: a comment, a photo, or both. */
export function commentOnAction({ id, body, onProgress }: CommentOnActionInput): Promise<Action> {
  return callData(
    correctiveActionsEndpoints.comment,
    { params: { id }, body },
    { fallback: t`Could not add the comment`, onProgress, showsForbidden: true },
  );
}

export function useCommentOnAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: commentOnAction,
    onSuccess: (saved) => {
      client.setQueryData(actionQuery(saved.id).queryKey, saved);
      return invalidateCorrectiveActions(client);
    },
  });
}
