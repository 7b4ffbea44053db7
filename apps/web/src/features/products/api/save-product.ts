import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import type { Product, ProductInputRequest } from '@dripp/contract/products';
import { callData } from '../../../lib/endpoints';
import { invalidateProducts } from './invalidate-products';
import { t } from '@lingui/core/macro';

export type SaveProductTarget = { kind: 'create'; vendorId: number } | { kind: 'update'; id: number };

/** POST /products/{vendorId} or PUT /products/{id}; an image travels as a data URL with its filename. */
export function saveProduct(target: SaveProductTarget, input: ProductInputRequest): Promise<Product> {
  return target.kind === 'create'
    ? callData(
        productsEndpoints.create,
        { params: { vendorId: target.vendorId }, body: input },
        { fallback: t`Could not save Product` },
      )
    : callData(
        productsEndpoints.update,
        { params: { id: target.id }, body: input },
        { fallback: t`Could not update Product` },
      );
}

export function useSaveProduct(target: SaveProductTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInputRequest) => saveProduct(target, input),
    onSuccess: () => invalidateProducts(client),
  });
}
