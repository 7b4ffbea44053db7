import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@dripp/contract/categories';
import { categoriesEndpoints } from '@dripp/contract/endpoints/categories';
import { callData } from '../endpoints';
import { invalidateCategories } from './invalidate-categories';
import { t } from '@lingui/core/macro';

/** PUT /categories/{id}/activate or /deactivate (category lists and the vendor detail's category actions). */
export function setCategoryActive(id: number, active: boolean): Promise<Category> {
  return active
    ? callData(categoriesEndpoints.activate, { params: { id } }, { fallback: t`Could not activate Category` })
    : callData(categoriesEndpoints.deactivate, { params: { id } }, { fallback: t`Could not deactivate Category` });
}

export function useSetCategoryActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setCategoryActive(id, active),
    onSuccess: () => invalidateCategories(client),
  });
}
