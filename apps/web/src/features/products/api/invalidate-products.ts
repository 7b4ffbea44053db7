import type { QueryClient } from '@tanstack/react-query';

/** Every cached answer that shows products: vendor product lists (admin and order form) and single products. */
export function invalidateProducts(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['vendor-products'] }),
    client.invalidateQueries({ queryKey: ['product'] }),
  ]);
}
