import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { Store, StoreInput } from '@dripp/contract/stores';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { changedFrom, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCreateStore } from './api/create-store';
import { useStoreEdit } from './api/get-store-edit';
import { useUpdateStore } from './api/update-store';

type Values = Record<keyof StoreInput, string>;

const EMPTY: Values = {
  title: '',
  number: '',
  email: '',
  email2: '',
  phone: '',
  fax: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  region: '',
  // Left empty, a new store takes the chain's zone (the server's TZ).
  time_zone: '',
};

/** Every IANA zone the browser knows, for the searchable Time zone select. */
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

function valuesOf(store: Store): Values {
  return {
    title: store.title,
    number: store.number,
    email: store.email ?? '',
    email2: store.email2 ?? '',
    phone: store.phone ?? '',
    fax: store.fax ?? '',
    street1: store.street1 ?? '',
    street2: store.street2 ?? '',
    city: store.city ?? '',
    state: store.state ?? '',
    zip: store.zip ?? '',
    region: store.region ?? '',
    time_zone: store.time_zone,
  };
}

/** The form's fields in the spec's order (spec 2 §2 Stores); required ones per spec 2 §5. */
const FIELDS: {
  key: Exclude<keyof StoreInput, 'time_zone'>;
  label: MessageDescriptor;
  required: boolean;
  type?: string;
  max: number;
}[] = [
  { key: 'title', label: msg`Title`, required: true, max: 200 },
  { key: 'number', label: msg`Number`, required: true, max: 50 },
  { key: 'email', label: msg`Email`, required: true, type: 'email', max: 254 },
  { key: 'email2', label: msg`Email 2`, required: false, type: 'email', max: 254 },
  { key: 'phone', label: msg`Phone`, required: true, type: 'tel', max: 50 },
  { key: 'fax', label: msg`Fax`, required: true, type: 'tel', max: 50 },
  { key: 'street1', label: msg`Street`, required: true, max: 200 },
  { key: 'street2', label: msg`Street 2`, required: false, max: 200 },
  { key: 'city', label: msg`City`, required: true, max: 100 },
  { key: 'state', label: msg`State`, required: true, max: 100 },
  { key: 'zip', label: msg`Zip`, required: true, max: 20 },
  // Beyond the spec: the Stores Overview groups stores by it (decision 198).
  { key: 'region', label: msg`Region`, required: false, max: 100 },
];

function StoreForm({ id, initial }: { id: number | null; initial: Values }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const navigate = useNavigate();
  const create = useCreateStore();
  const update = useUpdateStore();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { leaveFreely } = useUnsavedChanges(changedFrom(values, initial));

  const set = (key: keyof StoreInput) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body: StoreInput = {
      ...values,
      email2: values.email2.trim() || null,
      street2: values.street2.trim() || null,
      region: values.region.trim() || null,
      time_zone: values.time_zone || undefined,
    };
    const onError = (error: unknown) => setErrors(fieldErrorsOf(error));
    if (id === null) {
      create.mutate(body, {
        onSuccess: (store) => {
          notifySuccess(t`Successfully saved Store`);
          leaveFreely();
          navigate(paths.adminStore.href(store.id));
        },
        onError,
      });
    } else {
      update.mutate(
        { id, input: body },
        {
          onSuccess: () => {
            notifySuccess(t`Successfully updated Store`);
            leaveFreely();
            navigate(paths.adminStore.href(id));
          },
          onError,
        },
      );
    }
  };

  return (
    <Card padding="xl" maw={880}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Title order={1} size="h2" c="espresso.9">
            {id === null ? t`New Store` : t`Edit Store`}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {FIELDS.map((field) => (
              <TextInput
                key={field.key}
                label={i18n._(field.label)}
                withAsterisk={field.required}
                type={field.type ?? 'text'}
                autoComplete="off"
                value={values[field.key]}
                onChange={set(field.key)}
                error={fieldError(errors, field.key)}
                maxLength={field.max}
              />
            ))}
            <Select
              label={t`Time zone`}
              description={t`The store's today, and what counts as the future there, follow it.`}
              placeholder={t`The chain's time zone`}
              searchable
              data={TIME_ZONES}
              value={values.time_zone || null}
              onChange={(value) => setValues((current) => ({ ...current, time_zone: value ?? '' }))}
              nothingFoundMessage={t`No time zone by that name`}
              error={fieldError(errors, 'time_zone')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => navigate(id === null ? paths.adminStores.href() : paths.adminStore.href(id))}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={create.isPending || update.isPending}
            >
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function ExistingStoreForm({ id }: { id: number }) {
  const { t } = useLingui();
  const store = useStoreEdit(id);
  const failure = loadFailure(store);
  if (failure) return <LoadFailed failure={failure} />;
  if (!store.data) {
    return (
      <Card padding="xl" maw={880} role="status" aria-label={t`Loading store`}>
        <Stack gap="md">
          <Skeleton height={30} width="40%" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Stack>
      </Card>
    );
  }
  return <StoreForm key={store.data.id} id={id} initial={valuesOf(store.data)} />;
}

/** /admin/stores/edit/{id} ("new" creates): Title, Number, Email, Email 2, Phone, Fax, Street, Street 2, City, State, Zip, and the store's time zone. */
export function StoreEditPage() {
  const { id: rawId = '' } = useParams();
  const { can } = usePermissions();
  const isNew = rawId === 'new';
  const id = Number(rawId);
  const { t } = useLingui();
  useDocumentTitle(isNew ? t`New Store · Dripp Portal` : t`Edit Store · Dripp Portal`);

  if (isNew) return can('stores-create') ? <StoreForm id={null} initial={EMPTY} /> : <Forbidden />;
  if (!Number.isInteger(id) || id <= 0 || !can('stores-edit', id)) {
    return <Forbidden storeSpecific={can('stores-edit')} />;
  }
  return <ExistingStoreForm id={id} />;
}
