import { Suspense, lazy, type ReactNode } from 'react';
import {
  ActionIcon,
  Box,
  Card,
  Divider,
  Group,
  Modal,
  Select,
  Skeleton,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import { useStoresManagers } from '../lib/api/get-stores-managers';
import type { StoreWithManagers } from '@dripp/contract/stores';
import { useLingui } from '@lingui/react/macro';
import { displayDate, storeLabel } from '../lib/format';
import type { PermissionKey } from '@dripp/contract/permissions';
import { usePermissions } from '../lib/permissions';
import { StoreInfo } from './store-info';

// The calendar (@mantine/dates, about 14 KB) follows the page: until it arrives the date is shown
// read-only in a field of the same size, so the page's first load carries only the sheet.
const StoreDatePicker = lazy(async () => ({ default: (await import('./store-date-picker')).StoreDatePicker }));

export interface StorePageHeaderProps {
  title: ReactNode;
  /** The page's view permission: the selector lists only stores where it passes. */
  permission: PermissionKey;
  storeId: number | null;
  onStoreChange: (storeId: number) => void;
  /** The page's date as YYYY-MM-DD. */
  date?: string | null;
  onDateChange?: (date: string) => void;
  /** Shows the date picker; defaults to true when onDateChange is given. */
  showDate?: boolean;
  /** The latest date the picker offers (YYYY-MM-DD or Date), e.g. today for the daily checklist. */
  maxDate?: string | Date;
  /** Managers, franchisees and contact details of the chosen store; on by default. */
  showStoreInfo?: boolean;
  /** Page buttons (print, history...) placed beside the selectors. */
  actions?: ReactNode;
  /**
   * The page shows one record that belongs to its store (an address book entry): the store is
   * shown but cannot be changed, and it is listed even where the page's permission does not pass.
   */
  storeLocked?: boolean;
}

export interface StoreSelectProps {
  /** The stores to offer: only those where the page's permission passes. */
  stores: StoreWithManagers[];
  storeId: number | null;
  onStoreChange: (storeId: number) => void;
  loading: boolean;
  disabled?: boolean;
  description?: string;
}

/**
 * The "Store" selector of store pages. While the stores load it is the same field under a skeleton,
 * so the header keeps its height and nothing below it moves when they arrive.
 */
export function StoreSelect({ stores, storeId, onStoreChange, loading, disabled, description }: StoreSelectProps) {
  const { t } = useLingui();
  const current = stores.find((entry) => entry.store.id === storeId);
  const select = (
    <Select
      label={t`Store`}
      placeholder={t`Select store`}
      data={stores.map((entry) => ({ value: String(entry.store.id), label: storeLabel(entry.store) }))}
      value={current ? String(current.store.id) : null}
      onChange={(value) => value && onStoreChange(Number(value))}
      disabled={disabled}
      description={description}
      searchable={stores.length > 8}
      nothingFoundMessage={t`No stores`}
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
  if (!loading) return select;
  return (
    <Skeleton visible role="status" aria-label={t`Loading stores`} w={{ base: '100%', xs: 260 }}>
      {select}
    </Skeleton>
  );
}

/**
 * The header of every store page (spec 1 §2 "Shared store-page header"): title, store selector,
 * optional date picker, and store information inline on wide screens or in a "Store Information"
 * modal at 768 px and below.
 */
export function StorePageHeader({
  title,
  permission,
  storeId,
  onStoreChange,
  date,
  onDateChange,
  showDate,
  maxDate,
  showStoreInfo = true,
  actions,
  storeLocked = false,
}: StorePageHeaderProps) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const stores = useStoresManagers();
  const [infoOpened, info] = useDisclosure(false);

  const all = stores.data ?? [];
  const permitted = storeLocked
    ? all.filter((entry) => entry.store.id === storeId)
    : all.filter((entry) => can(permission, entry.store.id));
  const current = permitted.find((entry) => entry.store.id === storeId);
  const withDate = showDate ?? onDateChange !== undefined;
  const loading = stores.isPending;

  return (
    <Card mb="lg" padding="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1} size="h2" c="espresso.9" style={{ flex: '1 1 240px' }}>
          {title}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 auto', justifyContent: 'flex-end' }}>
          <StoreSelect
            stores={permitted}
            storeId={storeId}
            onStoreChange={onStoreChange}
            loading={loading}
            disabled={storeLocked}
            description={storeLocked ? t`The store this record belongs to` : undefined}
          />
          {withDate && (
            <Suspense
              fallback={
                <TextInput
                  label={t`Date`}
                  value={displayDate(date)}
                  readOnly
                  leftSection={<IconCalendar size={18} stroke={1.6} />}
                  w={{ base: '100%', xs: 220 }}
                />
              }
            >
              <StoreDatePicker date={date ?? null} onDateChange={onDateChange} maxDate={maxDate} />
            </Suspense>
          )}
          {showStoreInfo && loading && (
            <Box className="dripp-narrow-only">
              <Skeleton width={36} height={36} />
            </Box>
          )}
          {showStoreInfo && current && (
            <Box className="dripp-narrow-only">
              <Tooltip label={t`Store Information`}>
                <ActionIcon size={36} variant="light" onClick={info.open} aria-label={t`Store Information`}>
                  <IconInfoCircle size={22} />
                </ActionIcon>
              </Tooltip>
            </Box>
          )}
          {actions}
        </Group>
      </Group>
      {showStoreInfo && loading && (
        <Box className="dripp-wide-only" mt="md">
          <Skeleton height={52} />
        </Box>
      )}
      {showStoreInfo && current && (
        <Box className="dripp-wide-only">
          <Divider my="md" />
          <StoreInfo entry={current} />
        </Box>
      )}
      <Modal opened={infoOpened} onClose={info.close} title={t`Store Information`} size="md">
        {current && <StoreInfo entry={current} stacked />}
      </Modal>
    </Card>
  );
}
