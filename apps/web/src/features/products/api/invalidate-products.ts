import type { QueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { invalidate } from '../../../lib/endpoints';

/** Every cached answer that shows products: vendor product lists (admin and order form) and single products. */
export function invalidateProducts(client: QueryClient): Promise<unknown> {
  return Promise.all([invalidate(client, productsEndpoints.vendorProducts), invalidate(client, productsEndpoints.get)]);
}
