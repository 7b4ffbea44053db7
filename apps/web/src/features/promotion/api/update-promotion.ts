import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Promotion, PromotionInput } from '@dripp/contract/home-content';
import { sendWithProgress } from '../../../components/file-upload';
import { promotionQuery } from './get-promotion';

export interface UpdatePromotionInput {
  body: PromotionInput;
  onProgress?: (percent: number) => void;
}

/** PUT /promotion {title, description, file, filename}: a sent file is added to the promotion's media. */
export async function updatePromotion({ body, onProgress }: UpdatePromotionInput): Promise<Promotion> {
  const answer = await sendWithProgress<Promotion>('PUT', '/promotion', {
    body,
    fallback: 'Could not update Promotion',
    onProgress,
  });
  return answer.data;
}

export function useUpdatePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    onSuccess: (data) => client.setQueryData(promotionQuery.queryKey, data),
  });
}
