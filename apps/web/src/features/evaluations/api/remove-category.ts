import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evaluationsEndpoints } from '@dripp/contract/endpoints/evaluations';
import { call, invalidate } from '../../../lib/endpoints';

export type CategoryAction = 'trash' | 'restore' | 'force-delete';

/**
 * DELETE /retail-score-categories/{id} (to the trash), PUT /{id}/restore, DELETE /{id}/force-delete
 * (permanent, only from the trash).
 */
export function changeCategoryState({ id, action }: { id: number; action: CategoryAction }): Promise<unknown> {
  if (action === 'restore') {
    return call(evaluationsEndpoints.restoreCategory, { params: { id } }, { fallback: t`Could not restore category` });
  }
  const definition =
    action === 'force-delete' ? evaluationsEndpoints.forceDeleteCategory : evaluationsEndpoints.trashCategory;
  return call(definition, { params: { id } }, { fallback: t`Could not delete category` });
}

export function useChangeCategoryState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeCategoryState,
    onSuccess: () => invalidate(client, evaluationsEndpoints.listCategories),
  });
}
