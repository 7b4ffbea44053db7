import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homeContentEndpoints } from '@dripp/contract/endpoints/home-content';
import type { Promotion, PromotionInput } from '@dripp/contract/home-content';
import { callData, keyOf } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export interface UpdatePromotionInput {
  body: PromotionInput;
  onProgress?: (percent: number) => void;
}

/** PUT /promotion {title, description, file, filename}: a sent file is added to the promotion's media. */
export function updatePromotion({ body, onProgress }: UpdatePromotionInput): Promise<Promotion> {
  return callData(
    homeContentEndpoints.updatePromotion,
    { body },
    { fallback: t`Could not update Promotion`, onProgress: onProgress ?? (() => undefined) },
  );
}

export function useUpdatePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    onSuccess: (data) => client.setQueryData(keyOf(homeContentEndpoints.promotion, {}), data),
  });
}
