import { useState, type FormEvent } from 'react';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPackages } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CASE_SIZE_MAX,
  PAR_MAX,
  ProductOrderSettingsSchema,
  SHELF_LIFE_DAYS_MAX,
  type ProductOrderSettings,
} from '@dripp/contract/suggested-orders';
import { LoadFailed } from '../../components/not-loaded';
import { i18n } from '../../i18n/i18n';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { displayNumber } from '../../lib/format';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useProductOrderSettings, useSaveProductOrderSettings } from './api/product-order-settings';

type Key = keyof ProductOrderSettings;
type Values = Record<Key, string>;

interface Field {
  key: Key;
  label: MessageDescriptor;
  description: MessageDescriptor;
  max: number;
  decimals?: boolean;
  suffix?: string;
}

const FIELDS: Field[] = [
  { key: 'case_size', label: msg`Case size`, description: msg`Units in a case; blank is 1`, max: CASE_SIZE_MAX },
  {
    key: 'par',
    label: msg`Par`,
    description: msg`Never leave the shelf below; blank is none`,
    max: PAR_MAX,
    decimals: true,
  },
  {
    key: 'shelf_life_days',
    label: msg`Shelf life (days)`,
    description: msg`Caps the days an order covers; blank is no cap`,
    max: SHELF_LIFE_DAYS_MAX,
  },
  {
    key: 'case_threshold_pct',
    label: msg`Case rounding threshold (%)`,
    description: msg`Round up to a whole case above this part of one; blank is 50`,
    max: 100,
    suffix: ' %',
  },
];

const text = (value: number | null) => (value == null ? '' : String(value));
const valuesOf = (settings: ProductOrderSettings): Values => ({
  case_size: text(settings.case_size),
  par: text(settings.par),
  shelf_life_days: text(settings.shelf_life_days),
  case_threshold_pct: text(settings.case_threshold_pct),
});

const MIN: Record<Key, number> = { case_size: 1, par: 0, shelf_life_days: 1, case_threshold_pct: 0 };

/** What is wrong with one typed value, in words (blank is fine: "not set"). */
function fieldProblem(field: (typeof FIELDS)[number], value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const shape = field.decimals ? /^\d+(\.\d{1,2})?$/ : /^\d+$/;
  if (!shape.test(text))
    return i18n._(field.decimals ? msg`Use a number with at most 2 decimals` : msg`Use a whole number`);
  const n = Number(text);
  const min = MIN[field.key];
  const max = displayNumber(field.max);
  if (n < min || n > field.max) return i18n._(msg`Use a number from ${min} to ${max}, or leave it blank`);
  return undefined;
}

/** Blank is null ("not set"); the contract's own rules have the last word. */
function settingsOf(values: Values): { settings: ProductOrderSettings | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const problem = fieldProblem(field, values[field.key]);
    if (problem) errors[field.key] = [problem];
  }
  if (Object.keys(errors).length > 0) return { settings: null, errors };
  const raw = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? null : Number(value)]),
  );
  const parsed = ProductOrderSettingsSchema.safeParse(raw);
  if (parsed.success) return { settings: parsed.data, errors: {} };
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= [issue.message];
  return { settings: null, errors };
}

function OrderSettingsForm({
  productId,
  start,
  canEdit,
}: {
  productId: number;
  start: ProductOrderSettings;
  canEdit: boolean;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState<Values>(valuesOf(start));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveProductOrderSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { settings, errors: found } = settingsOf(values);
    setErrors(found);
    if (!settings) return;
    save.mutate(
      { id: productId, settings },
      {
        onSuccess: (saved) => {
          notifySuccess(t`Successfully saved Ordering settings`);
          setValues(valuesOf(saved));
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Ordering`}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          {FIELDS.map((field) => (
            <TextInput
              key={field.key}
              name={field.key}
              label={i18n._(field.label)}
              description={i18n._(field.description)}
              value={values[field.key]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [field.key]: value }));
              }}
              maxLength={field.decimals ? 12 : 6}
              inputMode={field.decimals ? 'decimal' : 'numeric'}
              autoComplete="off"
              rightSection={
                field.suffix ? (
                  <Text size="sm" c="dimmed">
                    %
                  </Text>
                ) : undefined
              }
              readOnly={!canEdit}
              error={fieldError(errors, field.key)}
              data-number-problem={fieldError(errors, field.key) ? '' : undefined}
            />
          ))}
        </SimpleGrid>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" h={44} loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              <Trans>Save ordering</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/**
 * The product's Ordering (issue 38, DESIGN §8): what its suggested quantity needs — case size,
 * par, shelf life and the case rounding threshold — saved on its own, apart from the spec's form.
 */
export function ProductOrderSettingsSection({ productId }: { productId: number }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const canView = can('products-view');
  const settings = useProductOrderSettings(productId, canView);
  if (!canView) return null;
  const failure = loadFailure(settings);
  return (
    <Card padding="xl" component="section" aria-labelledby="dripp-ordering-title">
      <Group gap="xs" mb={4}>
        <IconPackages size={20} color="var(--mantine-color-espresso-6)" aria-hidden />
        <Title order={2} size="h4" c="espresso.9" id="dripp-ordering-title">
          <Trans>Ordering</Trans>
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>What the suggested quantity on New Orders needs of this product, at every store.</Trans>
      </Text>
      {failure ? (
        <LoadFailed failure={failure} />
      ) : settings.data ? (
        <OrderSettingsForm
          key={productId}
          productId={productId}
          start={settings.data}
          canEdit={can('product-order-settings-edit')}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" role="status" aria-label={t`Loading ordering settings`}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={74} />
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
