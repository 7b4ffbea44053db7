import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { Category } from '@dripp/contract/categories';
import type { Vendor } from '@dripp/contract/vendors';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCategory } from './api/get-category';
import { useActiveVendors } from '../../lib/api/get-active-vendors';
import { useSaveCategory } from './api/save-category';
import { useAdminVendor } from '../../lib/use-admin-vendor';

const listPath = (vendorId: number | null) =>
  `${paths.adminCategories.href()}${vendorId != null ? `?vendorId=${vendorId}` : ''}`;

function CategoryForm({
  category,
  vendors,
  initialVendorId,
  vendorsRefreshing,
}: {
  category: Category | null;
  vendors: Vendor[];
  initialVendorId: number | null;
  vendorsRefreshing: boolean;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSaveCategory();
  const [name, setName] = useState(category?.name ?? '');
  // Until the picker is touched it follows the page's vendor, which settles once the list is fresh.
  const [picked, setPicked] = useState<number | null>(null);
  const vendorId = category?.vendor_id ?? picked ?? initialVendorId;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [blank, setBlank] = useState(false);
  const { leaveFreely } = useUnsavedChanges(name !== (category?.name ?? '') || picked !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 2 §5: saving does nothing while the name is empty.
    if (!name.trim()) {
      setBlank(true);
      return;
    }
    if (!category && vendorId == null) return;
    setErrors({});
    save.mutate(
      {
        target: category ? { kind: 'update', id: category.id } : { kind: 'create', vendorId: vendorId! },
        input: { name: name.trim() },
      },
      {
        onSuccess: () => {
          notifySuccess(category ? t`Successfully updated Category` : t`Successfully saved Category`);
          leaveFreely();
          navigate(listPath(category?.vendor_id ?? vendorId));
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  const vendorName = category ? vendors.find((vendor) => vendor.id === category.vendor_id)?.name : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Card padding="xl">
        <Stack gap="md">
          {category ? (
            vendorName && (
              <Text size="sm" c="dimmed">
                <Trans>Vendor: {vendorName}</Trans>
              </Text>
            )
          ) : (
            <Select
              label={t`Vendor`}
              withAsterisk
              placeholder={vendors.length ? t`Select vendor` : t`No vendors`}
              data={vendors.map((vendor) => ({ value: String(vendor.id), label: vendor.name }))}
              value={vendorId == null ? null : String(vendorId)}
              onChange={(value) => setPicked(value ? Number(value) : null)}
              searchable={vendors.length > 8}
              nothingFoundMessage={t`No vendors`}
            />
          )}
          <TextInput
            label={t`Name`}
            name="name"
            withAsterisk
            value={name}
            maxLength={200}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setBlank(false);
            }}
            error={blank ? t`Enter a name` : fieldError(errors, 'name')}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={listPath(category?.vendor_id ?? vendorId)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!category && (vendorId == null || vendorsRefreshing)}
              leftSection={<IconDeviceFloppy size={16} />}
            >
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}

/** /admin/categories/{id}, or /admin/categories/new with a vendor picker (spec 2 §2 Categories). */
export function CategoryEditPage() {
  const { id: rawId = '' } = useParams();
  const isNew = rawId === 'new';
  const numericId = Number(rawId);
  const id = !isNew && Number.isInteger(numericId) && numericId > 0 ? numericId : null;
  const { can } = usePermissions();
  const allowed = can(isNew ? 'categories-create' : 'categories-edit');
  const category = useCategory(allowed ? id : null);
  const vendors = useActiveVendors(allowed && can('vendors-view'));
  const vendorList = vendors.isError ? [] : (vendors.data ?? []);
  const [rememberedVendorId] = useAdminVendor(vendorList, vendors.isFetching);
  const { t } = useLingui();
  useDocumentTitle(isNew ? t`New Category · Dripp Portal` : t`Edit Category · Dripp Portal`);

  if (!allowed) return <Forbidden />;
  if (!isNew && id == null) return <NotFoundPage />;

  const loading = (!isNew && category.isPending) || vendors.isPending;
  // Editing needs the category; creating needs the vendors to choose from.
  const failure = loadFailure(!isNew && category, isNew && vendors);

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={isNew ? t`New Category` : t`Edit Category`} />
      {failure ? (
        <LoadFailed failure={failure} />
      ) : loading ? (
        <Card padding="xl">
          <Stack gap="md">
            <Skeleton height={58} />
            <Skeleton height={58} />
          </Stack>
        </Card>
      ) : !isNew && (category.isError || !category.data) ? (
        <Card padding="xl">
          <Text c="dimmed" ta="center">
            <Trans>This category could not be loaded.</Trans>
          </Text>
        </Card>
      ) : (
        <CategoryForm
          key={category.data?.id ?? 'new'}
          category={isNew ? null : (category.data ?? null)}
          vendors={vendorList}
          initialVendorId={rememberedVendorId}
          vendorsRefreshing={vendors.isFetching}
        />
      )}
    </Stack>
  );
}
