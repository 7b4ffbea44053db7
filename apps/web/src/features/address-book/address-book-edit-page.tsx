import { useState, type FormEvent } from 'react';
import { Button, Card, Checkbox, Group, Input, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import classes from './address-book.module.css';
import { useDocumentTitle } from '@mantine/hooks';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { AddressBookEntry } from '@dripp/contract/address-book';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { NotLoaded } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { notifyError, notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useStorePage } from '../../lib/store-page';
import { changedFrom, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useAddressBookCategories } from './api/get-address-book-categories';
import { useAddressBookEntry } from './api/get-address-book-entry';
import { useSaveAddressBookEntry } from './api/save-address-book-entry';

const FIELDS = [
  { key: 'name', label: msg`Name`, autoComplete: 'organization' },
  { key: 'email', label: msg`Email`, autoComplete: 'email', type: 'email' },
  { key: 'contactName', label: msg`Contact Name`, autoComplete: 'name' },
  { key: 'street', label: msg`Street`, autoComplete: 'address-line1' },
  { key: 'city', label: msg`City`, autoComplete: 'address-level2' },
  { key: 'state', label: msg`State`, autoComplete: 'address-level1' },
  { key: 'zip', label: msg`Zip`, autoComplete: 'postal-code' },
  { key: 'phone', label: msg`Phone`, autoComplete: 'tel', type: 'tel' },
  { key: 'phone2', label: msg`Phone2`, autoComplete: 'tel', type: 'tel' },
  { key: 'fax', label: msg`Fax`, autoComplete: 'off', type: 'tel' },
  { key: 'website', label: msg`Website`, autoComplete: 'url', type: 'url' },
] as const;

type FieldKey = (typeof FIELDS)[number]['key'];
type FormValues = Record<FieldKey, string>;

const EMPTY = Object.fromEntries(FIELDS.map((f) => [f.key, ''])) as FormValues;

function valuesOf(entry: AddressBookEntry): FormValues {
  return Object.fromEntries(FIELDS.map((f) => [f.key, entry[f.key] ?? ''])) as FormValues;
}

/** The server's field names: contactName is sent as contact_name (spec 2 §3). */
const serverKey = (key: FieldKey) => (key === 'contactName' ? 'contact_name' : key);

function EntryForm({ entry, storeId }: { entry: AddressBookEntry | null; storeId: number | null }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const initial = entry ? valuesOf(entry) : EMPTY;
  const [values, setValues] = useState<FormValues>(initial);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const categories = useAddressBookCategories(entry?.id ?? null);
  const save = useSaveAddressBookEntry();
  const included = chosen ?? (categories.data ?? []).filter((c) => c.included).map((c) => c.id);
  const targetStore = entry?.storeId ?? storeId;
  const { leaveFreely } = useUnsavedChanges(changedFrom(values, initial) || chosen !== null);
  const mayWrite =
    targetStore != null && can(entry ? 'service-providers-edit' : 'service-providers-create', targetStore);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (targetStore == null) {
      notifyError(t`Select a store first`);
      return;
    }
    if (!mayWrite) {
      notifyError(t`You are not authorized`);
      return;
    }
    const body = {
      ...Object.fromEntries(FIELDS.map((f) => [serverKey(f.key), values[f.key]])),
      name: values.name,
      categories: included.join(','),
    };
    save.mutate(entry ? { id: entry.id, body } : { storeId: targetStore, body }, {
      onSuccess: () => {
        leaveFreely();
        notifySuccess(entry ? t`Successfully updated address` : t`Successfully saved address`);
        navigate(paths.addressBook.href());
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <Card component="form" padding="lg" onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Input.Wrapper label={t`Categories`} error={fieldError(errors, 'categories')}>
          {categories.isPending ? (
            <Skeleton height={80} mt={6} />
          ) : (
            <Checkbox.Group value={included.map(String)} onChange={(v) => setChosen(v.map(Number))}>
              <div className={classes.categories}>
                {(categories.data ?? []).map((category) => (
                  <Checkbox key={category.id} value={String(category.id)} label={category.name} />
                ))}
              </div>
            </Checkbox.Group>
          )}
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {FIELDS.map((field) => (
            <TextInput
              key={field.key}
              label={i18n._(field.label)}
              type={'type' in field ? field.type : 'text'}
              autoComplete={field.autoComplete}
              value={values[field.key]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((v) => ({ ...v, [field.key]: value }));
              }}
              error={fieldError(errors, serverKey(field.key))}
              maxLength={field.key === 'website' ? 500 : 200}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button component={Link} to={paths.addressBook.href()} variant="default">
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} />}
            disabled={targetStore == null}
          >
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /management/address-book/{id} with "new" (spec 2 §2 "Address book edit"). */
export function AddressBookEditPage() {
  const { id: idParam } = useParams();
  const isNew = idParam === 'new';
  const id = !isNew && idParam && /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  const { t } = useLingui();
  useDocumentTitle(isNew ? t`New Address · Dripp Portal` : t`Edit Address · Dripp Portal`);
  const { can } = usePermissions();
  const page = useStorePage('service-providers-create');
  const entry = useAddressBookEntry(id);

  if (!isNew && id == null) return <NotFoundPage />;
  if (isNew && !page.isLoading && !can('service-providers-create')) return <Forbidden />;
  if (!isNew && !can('service-providers-view')) return <Forbidden />;

  const failure = isNew ? null : loadFailure(entry);
  if (failure)
    return (
      <NotLoaded
        message={t`Could not get Address`}
        backHref={paths.addressBook.href()}
        backLabel={t`Back to Address Book`}
        failure={failure}
      />
    );

  const storeId = isNew ? page.storeId : (entry.data?.storeId ?? null);

  return (
    <Stack gap="lg">
      <StorePageHeader
        title={isNew ? t`New Address` : (entry.data?.name ?? t`Address`)}
        permission="service-providers-create"
        storeId={storeId}
        onStoreChange={page.setStoreId}
        storeLocked={!isNew}
        showStoreInfo={false}
      />
      {!isNew && entry.data === undefined ? (
        <Card padding="lg">
          <Stack gap="sm" role="status" aria-label={t`Loading address`}>
            <Skeleton height={80} />
            <Skeleton height={180} />
          </Stack>
        </Card>
      ) : (
        <EntryForm key={entry.data?.id ?? 'new'} entry={isNew ? null : (entry.data ?? null)} storeId={storeId} />
      )}
    </Stack>
  );
}
