import type { QueryClient } from '@tanstack/react-query';
import { categoriesEndpoints } from '@dripp/contract/endpoints/categories';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { invalidate } from '../endpoints';

/** Category lists, single categories, and the product lists grouped by category. */
export function invalidateCategories(client: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidate(client, categoriesEndpoints.ofVendor),
    invalidate(client, categoriesEndpoints.get),
    invalidate(client, productsEndpoints.vendorProducts),
  ]);
}
