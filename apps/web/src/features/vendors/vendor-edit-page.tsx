import { useState, type FormEvent } from 'react';
import { Card, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Vendor, VendorInputRequest } from '@dripp/contract/vendors';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { SaveCancel } from '../../components/save-cancel';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { changedFrom, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useVendorEdit } from './api/get-vendor-edit';
import { useSaveVendor } from './api/save-vendor';

type FormValues = Record<keyof VendorInputRequest, string>;

const EMPTY: FormValues = {
  name: '',
  account_no: '',
  email: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  phone2: '',
  sales_contact: '',
};

function valuesOf(vendor: Vendor): FormValues {
  return {
    name: vendor.name,
    account_no: vendor.accountNo,
    email: vendor.email,
    street1: vendor.street1,
    street2: vendor.street2 ?? '',
    city: vendor.city,
    state: vendor.state,
    zip: vendor.zip,
    phone: vendor.phone,
    phone2: vendor.phone2 ?? '',
    sales_contact: vendor.salesContact,
  };
}

/** The form's fields in the spec's order (spec 2 §2), with the required ones of spec 2 §5. */
const FIELDS: {
  key: keyof FormValues;
  label: MessageDescriptor;
  required: boolean;
  autoComplete?: string;
  type?: string;
}[] = [
  { key: 'name', label: msg`Name`, required: true, autoComplete: 'organization' },
  { key: 'account_no', label: msg`Account #`, required: true, autoComplete: 'off' },
  { key: 'email', label: msg`Email`, required: true, autoComplete: 'email' },
  { key: 'street1', label: msg`Street1`, required: true, autoComplete: 'address-line1' },
  { key: 'street2', label: msg`Street2`, required: false, autoComplete: 'address-line2' },
  { key: 'city', label: msg`City`, required: true, autoComplete: 'address-level2' },
  { key: 'state', label: msg`State`, required: true, autoComplete: 'address-level1' },
  { key: 'zip', label: msg`Zip`, required: true, autoComplete: 'postal-code' },
  { key: 'phone', label: msg`Phone`, required: true, autoComplete: 'tel', type: 'tel' },
  { key: 'phone2', label: msg`Phone2`, required: false, autoComplete: 'tel', type: 'tel' },
  { key: 'sales_contact', label: msg`Sales Contact`, required: true, autoComplete: 'name' },
];

function VendorForm({ id, initial }: { id: number | null; initial: FormValues }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const save = useSaveVendor(id);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { leaveFreely } = useUnsavedChanges(changedFrom(values, initial));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    // Required fields are marked, not enforced here: the server's answer names what is missing (spec 2 §5).
    save.mutate(values, {
      onSuccess: (vendor) => {
        notifySuccess(id == null ? t`Successfully saved Vendor` : t`Successfully updated Vendor`);
        leaveFreely();
        navigate(paths.adminVendor.href(vendor.id));
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Card padding="xl">
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {FIELDS.map((field) => (
              <TextInput
                key={field.key}
                label={i18n._(field.label)}
                name={field.key}
                type={field.type}
                withAsterisk={field.required}
                autoComplete={field.autoComplete}
                value={values[field.key]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [field.key]: value }));
                }}
                description={
                  field.key === 'email' ? t`Purchase orders go to every address; separate them with commas` : undefined
                }
                error={fieldError(errors, field.key)}
                maxLength={field.key === 'email' ? 1000 : 200}
                style={field.key === 'email' ? { gridColumn: '1 / -1' } : undefined}
              />
            ))}
          </SimpleGrid>
          <SaveCancel
            cancelHref={id == null ? paths.adminVendors.href() : paths.adminVendor.href(id)}
            saving={save.isPending}
          />
        </Stack>
      </Card>
    </form>
  );
}

/** /admin/vendors/{id}/edit, with id "new" to create (spec 2 §2 Vendors). */
export function VendorEditPage() {
  const { t } = useLingui();
  const { id: rawId = '' } = useParams();
  const isNew = rawId === 'new';
  const id = isNew ? null : Number(rawId);
  const validId = isNew || (Number.isInteger(id) && (id ?? 0) > 0);
  const { can } = usePermissions();
  const vendor = useVendorEdit(!isNew && validId && can('vendors-edit') ? id : null);
  useDocumentTitle(isNew ? t`New Vendor · Dripp Portal` : t`Edit Vendor · Dripp Portal`);

  if (!can(isNew ? 'vendors-create' : 'vendors-edit')) return <Forbidden />;
  if (!validId) return <NotFoundPage />;

  const failure = isNew ? null : loadFailure(vendor);
  const vendorName = vendor.data?.name;
  const title = isNew ? t`New Vendor` : vendorName != null ? t`Edit ${vendorName}` : t`Edit Vendor`;

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={title} />
      {isNew ? (
        <VendorForm id={null} initial={EMPTY} />
      ) : failure ? (
        <LoadFailed failure={failure} />
      ) : !vendor.data ? (
        <Card padding="xl">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {FIELDS.map((field) => (
              <Skeleton key={field.key} height={58} />
            ))}
          </SimpleGrid>
        </Card>
      ) : (
        <VendorForm key={vendor.data.id} id={id} initial={valuesOf(vendor.data)} />
      )}
    </Stack>
  );
}
