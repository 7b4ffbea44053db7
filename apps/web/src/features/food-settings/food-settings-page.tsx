import { Alert, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROLE_ADMIN } from '@dripp/contract/permissions';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed, LoadingCard } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { loadFailure } from '../../lib/load-state';
import { usePermissions, type Permissions } from '../../lib/permissions';
import { useFoodSafetySettings } from './api/food-settings';
import { PrepItemsSection } from './prep-items';
import { SettingsForm } from './settings-form';

const SETTINGS = 'food-safety-settings';

/** The settings are chain-wide records: only a role without a store (or admin) changes them. */
function chainWide({ grants }: Permissions): boolean {
  return grants.some((set) =>
    Object.entries(set).some(
      ([role, entry]) => role === ROLE_ADMIN || (!entry.requires_store && entry.permissions.includes(SETTINGS)),
    ),
  );
}

/**
 * /admin/food-safety: the chain's limits per unit type and how far a store's unit may move them,
 * the fixes offered for a reading out of range, the photo rule, and the prep items labels are
 * printed for. Temperatures show in the person's own scale.
 */
export function FoodSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Food safety settings · Dripp Portal`);
  const perms = usePermissions();
  const allowed = perms.can(SETTINGS);
  const settings = useFoodSafetySettings(allowed);
  if (!allowed) return <Forbidden />;
  const editable = chainWide(perms);
  const failure = loadFailure(settings);
  return (
    <Stack gap="md">
      <PageHeader title={t`Food safety settings`} />
      {!editable && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          <Trans>These settings are the chain&apos;s: only a corporate role changes them.</Trans>
        </Alert>
      )}
      {failure ? (
        <LoadFailed failure={failure} message={t`The food safety settings could not be loaded.`} />
      ) : !settings.data ? (
        <LoadingCard label={t`Loading the food safety settings`} rows={6} />
      ) : (
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} editable={editable} />
      )}
      <PrepItemsSection editable={editable} />
    </Stack>
  );
}
