import type { QueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { invalidate } from '../endpoints';

/** Category lists, single categories, and the product lists grouped by category. */
export function invalidateCategories(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['vendor-categories'] }),
    client.invalidateQueries({ queryKey: ['category'] }),
    invalidate(client, productsEndpoints.vendorProducts),
  ]);
}
