import { ActionIcon, Button, Card, Group, Select, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowsSort,
  IconHistory,
  IconPrinter,
  IconSend,
  IconShoppingCartOff,
  IconSortAscending,
  IconSortDescending,
  IconTruck,
} from '@tabler/icons-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Vendor } from '@dripp/contract/vendors';
import { nextSort, type ProductSortColumn, type SortState } from '@dripp/domain/ordering';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LoadFailed } from '../../components/not-loaded';
import { VendorInfoButton } from '../../components/vendor-info';
import { money } from '../../lib/format';
import type { LoadFailure } from '../../lib/load-state';
import { flaggedText } from '../../lib/number-fields';
import { SORT_COLUMNS } from './order-category';

/** Phones have no column headers to click: the same sort, chosen from a list. */
export function PhoneSort({
  sort,
  onChange,
}: {
  sort: SortState<ProductSortColumn>;
  onChange: (sort: SortState<ProductSortColumn>) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="dripp-order-cards dripp-order-screen-only">
      <Group gap="xs" align="flex-end" wrap="nowrap" w="100%">
        <Select
          label={t`Sort by`}
          data={SORT_COLUMNS.map((col) => ({ value: col.column, label: i18n._(col.label) }))}
          value={sort.column}
          onChange={(value) => value && onChange({ column: value as ProductSortColumn, direction: 'asc' })}
          leftSection={<IconArrowsSort size={16} />}
          style={{ flex: 1 }}
        />
        <Tooltip label={sort.direction === 'asc' ? t`Ascending` : t`Descending`}>
          <ActionIcon
            size={36}
            variant="default"
            onClick={() => onChange(nextSort(sort, sort.column))}
            aria-label={
              sort.direction === 'asc' ? t`Sorted ascending; sort descending` : t`Sorted descending; sort ascending`
            }
          >
            {sort.direction === 'asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}

/** The page header's links: the vendor's order history, and printing the order. */
export function OrderHeaderActions({ vendorId }: { vendorId: number | null }) {
  const { t } = useLingui();
  return (
    <>
      <Button
        variant="light"
        component={Link}
        to={`${paths.orderHistory.href()}${vendorId != null ? `?vendorId=${vendorId}` : ''}`}
        leftSection={<IconHistory size={16} />}
      >
        <Trans>History</Trans>
      </Button>
      <Tooltip label={t`Print`}>
        <ActionIcon
          size={36}
          variant="light"
          onClick={() => window.print()}
          aria-label={t`Print`}
          disabled={vendorId == null}
        >
          <IconPrinter size={20} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}

/** The store's vendors to order from, or why there are none to show. */
export function VendorPicker({
  failure,
  loading,
  noVendors,
  vendorList,
  vendor,
  onChoose,
}: {
  failure: LoadFailure | null;
  loading: boolean;
  noVendors: boolean;
  vendorList: Vendor[];
  vendor: Vendor | null;
  onChoose: (id: number | null) => void;
}) {
  const { t } = useLingui();
  return (
    <Card padding="lg" className="dripp-order-screen-only">
      {failure ? (
        <LoadFailed failure={failure} />
      ) : loading ? (
        <Skeleton height={58} width={320} />
      ) : noVendors ? (
        <Group gap="sm" c="dimmed">
          <IconShoppingCartOff size={22} />
          <Text fw={600}>
            <Trans>No Vendors Found</Trans>
          </Text>
        </Group>
      ) : (
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Select
            label={t`Vendor`}
            placeholder={t`Select vendor`}
            data={vendorList.map((entry) => ({ value: String(entry.id), label: entry.name }))}
            value={vendor == null ? null : String(vendor.id)}
            onChange={(value) => onChoose(value ? Number(value) : null)}
            searchable={vendorList.length > 8}
            nothingFoundMessage={t`No vendors`}
            leftSection={<IconTruck size={16} />}
            w={{ base: 'auto', xs: 340 }}
            flex={{ base: 1, xs: 'none' }}
          />
          {vendor && <VendorInfoButton vendor={vendor} />}
        </Group>
      )}
    </Card>
  );
}

export function ChooseVendorPrompt() {
  return (
    <Card padding="xl" className="dripp-order-screen-only">
      <Stack align="center" gap={4}>
        <IconTruck size={36} stroke={1.3} color="var(--mantine-color-espresso-4)" />
        <Text fw={600}>
          <Trans>Choose a vendor to start an order</Trans>
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          <Trans>Count what is on hand, enter the quantities to order, and submit once.</Trans>
        </Text>
      </Stack>
    </Card>
  );
}

/** The bar under the products: how many are ordered, the estimated total, and Submit. */
export function OrderSubmitBar({
  count,
  total,
  flagged,
  loading,
  onSubmit,
}: {
  count: number;
  total: string;
  flagged: number;
  loading: boolean;
  onSubmit: () => void;
}) {
  const { t } = useLingui();
  const estimated = money(total);
  return (
    <Card padding="md" className="dripp-order-submitbar" shadow="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={0}>
          <Text fw={700}>{t`${plural(count, { one: '# product ordered', other: '# products ordered' })}`}</Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Estimated total <b className="dripp-order-money">{estimated}</b>
            </Trans>
          </Text>
          {flagged > 0 && (
            <Text size="sm" c="red.8" fw={500} data-summary="flagged">
              {flaggedText(flagged)}
            </Text>
          )}
        </Stack>
        <Button
          size="md"
          className="dripp-order-screen-only"
          leftSection={<IconSend size={18} />}
          onClick={onSubmit}
          loading={loading}
          disabled={count === 0}
        >
          <Trans>Submit</Trans>
        </Button>
      </Group>
    </Card>
  );
}
