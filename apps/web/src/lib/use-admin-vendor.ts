import { useCallback } from 'react';
import { useLocalStorage } from '@mantine/hooks';
import type { Vendor } from '@dripp/contract/vendors';
import { useSearchParams } from 'react-router';

// The products and categories admin screens remember the vendor last chosen under this one key.
const REMEMBERED_VENDOR_KEY = 'adminVendor';

/**
 * The vendor an admin list shows: ?vendorId= when it names a listed vendor, else the one chosen
 * last time, else the first. Choosing one writes both. While `refreshing`, the address is trusted
 * as it is: a vendor created a moment ago is not yet in the cached list being refreshed.
 */
export function useAdminVendor(vendors: Vendor[], refreshing = false): [number | null, (vendorId: number) => void] {
  const [search, setSearch] = useSearchParams();
  const [remembered, setRemembered] = useLocalStorage<string>({
    key: REMEMBERED_VENDOR_KEY,
    defaultValue: '',
    getInitialValueInEffect: false,
  });
  const listed = (id: number) => vendors.some((vendor) => vendor.id === id);
  const fromAddress = Number(search.get('vendorId'));
  const fromMemory = Number(remembered);
  const trusted = listed(fromAddress) || (refreshing && Number.isInteger(fromAddress) && fromAddress > 0);
  const vendorId = trusted ? fromAddress : listed(fromMemory) ? fromMemory : (vendors[0]?.id ?? null);

  const choose = useCallback(
    (id: number) => {
      setRemembered(String(id));
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('vendorId', String(id));
          return next;
        },
        { replace: true },
      );
    },
    [setRemembered, setSearch],
  );
  return [vendorId, choose];
}

/**
 * The list's "show deactivated" switch, kept in the address (`?{param}=1` active items, `0`
 * deactivated ones) beside the chosen vendor, so a reload or a shared link shows the same list.
 */
export function useActiveFlag(param: string, vendorId: number | null): ['0' | '1', () => void] {
  const [search, setSearch] = useSearchParams();
  const flag = search.get(param) === '0' ? '0' : '1';
  const toggle = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(param, flag === '1' ? '0' : '1');
        if (vendorId != null) next.set('vendorId', String(vendorId));
        return next;
      },
      { replace: true },
    );
  return [flag, toggle];
}
