import type { FastifyReply } from 'fastify';
import type { ProductCategoryGroup, VendorProductsQuery } from '@dripp/contract/products';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/access';
import { exportName, sendCsv, type CsvColumn } from '../../platform/csv';
import { vendorProducts } from './products.service';

interface ProductLine {
  category: ProductCategoryGroup['category'];
  product: ProductCategoryGroup['products'][number];
}

const columns: CsvColumn<ProductLine>[] = [
  { header: 'Category', value: (r) => r.category.name },
  { header: 'Item #', value: (r) => r.product.item_no },
  { header: 'Description', value: (r) => r.product.description },
  { header: 'Cost', value: (r) => r.product.cost },
  { header: 'Wholesale', value: (r) => r.product.wholesale },
  { header: 'Retail', value: (r) => r.product.retail },
  { header: 'U/M', value: (r) => r.product.um },
  { header: 'Active', value: (r) => r.product.active === '1' },
];

/**
 * GET /vendors/{id}/products/export: the vendor's products as the Products page lists them for the
 * same filters, category by category (one vendor's catalogue, read whole as the page reads it).
 */
export async function exportVendorProducts(
  db: Db,
  principal: Principal,
  vendorId: number,
  query: VendorProductsQuery,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const groups = await vendorProducts(db, principal, vendorId, query);
  const rows = groups.flatMap((group) => group.products.map((product) => ({ category: group.category, product })));
  const state = query.activeP === '1' ? 'active' : query.activeP === '0' ? 'deactivated' : null;
  return sendCsv(reply, exportName('products', `vendor-${vendorId}`, state), columns, rows);
}
