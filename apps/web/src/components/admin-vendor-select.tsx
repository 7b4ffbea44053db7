import { Select, Skeleton } from '@mantine/core';
import type { Vendor } from '@dripp/contract/vendors';

/** The vendor selector of the products and categories admin lists (a Skeleton while vendors load). */
export function AdminVendorSelect({
  vendors,
  loading,
  vendorId,
  onChange,
}: {
  vendors: Vendor[];
  loading: boolean;
  vendorId: number | null;
  onChange: (vendorId: number) => void;
}) {
  if (loading) return <Skeleton height={58} width={300} />;
  return (
    <Select
      label="Vendor"
      placeholder={vendors.length ? 'Select vendor' : 'No vendors'}
      data={vendors.map((vendor) => ({ value: String(vendor.id), label: vendor.name }))}
      value={vendorId == null ? null : String(vendorId)}
      onChange={(value) => value && onChange(Number(value))}
      searchable={vendors.length > 8}
      nothingFoundMessage="No vendors"
      w={{ base: '100%', xs: 320 }}
    />
  );
}
