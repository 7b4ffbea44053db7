import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCopy, IconDeviceFloppy } from '@tabler/icons-react';
import { MONEY_MAX, NO_CATEGORY, optionalMoneyInput, type Product } from '@dripp/contract/products';
import { MONEY, numberProblem } from '../../lib/number-problem';
import { Link, useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '../../i18n/i18n';
import { NotFoundPage } from '../../components/not-found-page';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { refuseFlagged } from '../../lib/number-fields';
import { usePermissions } from '../../lib/permissions';
import { changedFrom, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCloneProduct } from './api/clone-product';
import { useProduct } from './api/get-product';
import { useVendorCategories } from './api/get-vendor-categories';
import { useActiveVendors } from '../../lib/api/get-active-vendors';
import { useSaveProduct } from './api/save-product';
import { ProductImagePicker, type PickedImage } from './product-image-picker';
import { ProductOrderSettingsSection } from './product-order-settings';
import { positiveId } from '../../lib/url-ids';

interface FormValues {
  item_no: string;
  description: string;
  cost: string;
  wholesale: string;
  retail: string;
  um: string;
  category_id: string;
}

const EMPTY: FormValues = {
  item_no: '',
  description: '',
  cost: '',
  wholesale: '',
  retail: '',
  um: '',
  category_id: String(NO_CATEGORY.id),
};

function valuesOf(product: Product): FormValues {
  return {
    item_no: product.item_no ?? '',
    description: product.description,
    cost: product.cost,
    wholesale: product.wholesale ?? '',
    retail: product.retail ?? '',
    um: product.um ?? '',
    category_id: String(product.category_id),
  };
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- the contract's field names its messages are built on (WORDS_ES)
const MONEY_FIELDS = { cost: 'Cost', wholesale: 'Wholesale', retail: 'Retail' } as const;

/** The contract's money messages, as WORDS_ES keys them: the field's label and the largest amount filled in. */
/* eslint-disable lingui/no-unlocalized-strings -- WORDS_ES keys, shown through i18n._ */
const MONEY_MESSAGES = [
  '{label} is required',
  '{label} must be an amount',
  '{label} must be an amount of 0 or more with at most 2 decimals',
  '{label} may be at most {max}',
];
/* eslint-enable lingui/no-unlocalized-strings */

/** A contract money message in the active language, its label too. */
function contractMoneyText(message: string, label: string): string {
  const max = MONEY_MAX.toLocaleString('en-US');
  const template = MONEY_MESSAGES.find((entry) => entry.replace('{label}', label).replace('{max}', max) === message);
  return template ? i18n._(template, { label: i18n._(label), max }) : i18n._(message);
}

/** A typed amount the server would refuse ("3,50", "abc", three decimals), said beside the field before Save. */
function moneyProblem(key: keyof typeof MONEY_FIELDS, text: string): string | undefined {
  if (!text.trim()) return undefined;
  const parsed = optionalMoneyInput(MONEY_FIELDS[key]).safeParse(text);
  if (parsed.success) return undefined;
  const contractProblem = parsed.error.issues[0]?.message;
  return (
    numberProblem(text, MONEY) ??
    (contractProblem === undefined ? undefined : contractMoneyText(contractProblem, MONEY_FIELDS[key]))
  );
}

const listPath = (vendorId: number) => `${paths.adminProducts.href()}?vendorId=${vendorId}`;

/** Copy (a saved product, for those who may create), Cancel back to the vendor's list, and Save. */
function ProductFormButtons({
  vendorId,
  onCopy,
  copying,
  saving,
}: {
  vendorId: number;
  onCopy: (() => void) | null;
  copying: boolean;
  saving: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        {onCopy && (
          <Button variant="light" color="gray" leftSection={<IconCopy size={16} />} onClick={onCopy} loading={copying}>
            <Trans>Copy</Trans>
          </Button>
        )}
      </Group>
      <Group gap="sm">
        <Button variant="default" component={Link} to={listPath(vendorId)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Group>
  );
}

function ProductForm({
  vendorId,
  vendorName,
  product,
}: {
  vendorId: number;
  vendorName: string | undefined;
  product: Product | null;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const save = useSaveProduct(product ? { kind: 'update', id: product.id } : { kind: 'create', vendorId });
  const clone = useCloneProduct();
  const categories = useVendorCategories(vendorId);
  const [values, setValues] = useState<FormValues>(product ? valuesOf(product) : EMPTY);
  const [image, setImage] = useState<PickedImage | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { leaveFreely } = useUnsavedChanges(changedFrom(values, product ? valuesOf(product) : EMPTY) || image !== null);

  const deactivatedName = (name: string) => t`${name} (deactivated)`;
  const set = (key: keyof FormValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  // Active categories, plus the product's own one when it has been deactivated since.
  const categoryOptions = [
    { value: String(NO_CATEGORY.id), label: i18n._(NO_CATEGORY.name) },
    ...(categories.isError ? [] : (categories.data ?? []))
      .filter((category) => category.deleted_at == null || String(category.id) === values.category_id)
      .map((category) => ({
        value: String(category.id),
        label: category.deleted_at ? deactivatedName(category.name) : category.name,
      })),
  ];

  const moneyProblems = Object.keys(MONEY_FIELDS).filter((key) =>
    moneyProblem(key as keyof typeof MONEY_FIELDS, values[key as keyof typeof MONEY_FIELDS]),
  ).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refuseFlagged(moneyProblems)) return;
    setErrors({});
    save.mutate(
      {
        ...values,
        category_id: Number(values.category_id) || 0,
        ...(image ? { file: image.file, filename: image.filename } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(product ? t`Successfully updated Product` : t`Successfully saved Product`);
          leaveFreely();
          navigate(listPath(vendorId));
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  const copy = () =>
    product &&
    clone.mutate(product.id, {
      onSuccess: (created) => {
        notifySuccess(t`Successfully cloned Product`);
        navigate(paths.adminProductForVendor.href(created.id, vendorId));
      },
    });

  const problemOf = (key: keyof FormValues) =>
    (key in MONEY_FIELDS ? moneyProblem(key as keyof typeof MONEY_FIELDS, values[key]) : undefined) ??
    fieldError(errors, key);

  const text = (
    key: keyof FormValues,
    label: string,
    options: { required?: boolean; money?: boolean; max?: number } = {},
  ) => (
    <TextInput
      label={label}
      name={key}
      value={values[key]}
      onChange={(event) => set(key)(event.currentTarget.value)}
      withAsterisk={options.required}
      error={problemOf(key)}
      data-number-problem={options.money && problemOf(key) ? '' : undefined}
      maxLength={options.max ?? (options.money ? 20 : 100)}
      inputMode={options.money ? 'decimal' : undefined}
      leftSection={
        options.money ? (
          <Text size="sm" c="dimmed">
            $
          </Text>
        ) : undefined
      }
      placeholder={options.money ? '0.00' : undefined}
      autoComplete="off"
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Card padding="xl">
        <Stack gap="lg">
          {vendorName && (
            <Text size="sm" c="dimmed">
              <Trans>
                Vendor <b>{vendorName}</b>
              </Trans>
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {text('item_no', t`Item #`)}
            <Select
              label={t`Category`}
              data={categoryOptions}
              value={values.category_id}
              onChange={(value) => set('category_id')(value ?? '0')}
              error={fieldError(errors, 'category_id')}
              searchable={categoryOptions.length > 8}
              nothingFoundMessage={t`No categories`}
              disabled={categories.isPending}
            />
            <div style={{ gridColumn: '1 / -1' }}>
              {text('description', t`Description`, { required: true, max: 500 })}
            </div>
            {text('cost', t`Cost`, { required: true, money: true })}
            {text('wholesale', t`Wholesale`, { money: true })}
            {text('retail', t`Retail`, { money: true })}
            {text('um', t`U/M`, { max: 50 })}
          </SimpleGrid>
          <ProductImagePicker
            currentUrl={product?.file ?? null}
            value={image}
            onChange={setImage}
            error={fieldError(errors, 'file') ?? fieldError(errors, 'filename')}
          />
          <ProductFormButtons
            vendorId={vendorId}
            onCopy={product && can('products-create') ? copy : null}
            copying={clone.isPending}
            saving={save.isPending}
          />
        </Stack>
      </Card>
    </form>
  );
}

/**
 * /admin/products/{id}, /admin/products/{id}/{vendorId} and /admin/products/new/{vendorId}
 * (spec 2 §2 Products): Item #, Description, Cost, Wholesale, Retail, U/M, Category and image.
 */
export function ProductEditPage() {
  const { t } = useLingui();
  const params = useParams();
  const isNew = params.id === 'new';
  const id = isNew ? null : positiveId(params.id);
  const routeVendorId = positiveId(params.vendorId);
  const { can } = usePermissions();
  const allowed = can(isNew ? 'products-create' : 'products-edit');
  const product = useProduct(allowed ? id : null);
  const vendors = useActiveVendors(allowed && can('vendors-view'));
  const loaded = product.data ?? null;
  const failure = isNew ? null : loadFailure(product);
  const vendorId = loaded?.vendor_id ?? routeVendorId;
  const vendor = (vendors.data ?? []).find((entry) => entry.id === vendorId);
  useDocumentTitle(isNew ? t`New Product · Dripp Portal` : t`Edit Product · Dripp Portal`);

  if (!allowed) return <Forbidden />;
  if (isNew ? routeVendorId == null : id == null) return <NotFoundPage />;

  const title = (
    <Group gap="sm" component="span">
      {isNew ? t`New Product` : t`Edit Product`}
      {loaded?.active === '0' && (
        <Badge color="gray" variant="outline">
          <Trans>Deactivated</Trans>
        </Badge>
      )}
    </Group>
  );

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={title} />
      {failure ? (
        <LoadFailed failure={failure} />
      ) : !isNew && !loaded ? (
        <Card padding="xl">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height={58} />
            ))}
          </SimpleGrid>
        </Card>
      ) : vendorId == null ? (
        <Card padding="xl">
          <Text c="dimmed" ta="center">
            <Trans>This product could not be loaded.</Trans>
          </Text>
        </Card>
      ) : (
        <ProductForm key={loaded ? loaded.id : 'new'} vendorId={vendorId} vendorName={vendor?.name} product={loaded} />
      )}
      {loaded && <ProductOrderSettingsSection productId={loaded.id} />}
    </Stack>
  );
}
