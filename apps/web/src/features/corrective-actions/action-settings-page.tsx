import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ActionSettings } from '@dripp/contract/corrective-actions';
import { ROLE_ADMIN } from '@dripp/contract/permissions';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed, LoadingCard } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { SaveCancel } from '../../components/save-cancel';
import { paths } from '../../config/paths';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { flaggedText, refuseFlagged } from '../../lib/number-fields';
import { usePermissions, type Permissions } from '../../lib/permissions';
import { changedFrom, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useActionSettings } from './api/get-action-settings';
import { useSaveActionSettings } from './api/save-action-settings';
import { draftOf, problemsOf, settingsInputOf, type DraftRule } from './action-settings-draft';
import { Rules } from './score-item-rules';

const SETTINGS = 'corrective-actions-settings';
const BACK = paths.actions.href();

/** The settings are chain-wide records: only a role without a store (or admin) changes them. */
function chainWide({ grants }: Permissions): boolean {
  return grants.some((set) =>
    Object.entries(set).some(
      ([role, entry]) => role === ROLE_ADMIN || (!entry.requires_store && entry.permissions.includes(SETTINGS)),
    ),
  );
}

function SettingsForm({ settings, editable }: { settings: ActionSettings; editable: boolean }) {
  const { t } = useLingui();
  const save = useSaveActionSettings();
  const [initial] = useState(() => draftOf(settings));
  const [draft, setDraft] = useState(initial);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const dirty = editable && changedFrom(draft, initial);
  useUnsavedChanges(dirty);

  const problems = problemsOf(draft);
  const flagged = Object.keys(problems).length;
  // What is typed now is judged first; the server's word stays until its field is edited.
  const errors: FieldErrors = { ...serverErrors, ...problems };
  const roles = settings.roles.map((role) => ({ value: String(role.id), label: role.name }));
  const disabled = !editable || save.isPending;

  const forget = (...keys: string[]) => {
    if (keys.some((key) => key in serverErrors)) {
      const next = { ...serverErrors };
      for (const key of keys) delete next[key];
      setServerErrors(next);
    }
  };

  const onRule = (index: number, change: Partial<DraftRule>) => {
    forget(...Object.keys(change).map((key) => `rules.${index}.${key === 'role' ? 'assignee_role_id' : key}`));
    setDraft({ ...draft, rules: draft.rules.map((rule, i) => (i === index ? { ...rule, ...change } : rule)) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editable || refuseFlagged(flagged)) return;
    save.mutate(settingsInputOf(draft), {
      onSuccess: () => {
        setServerErrors({});
        notifySuccess(t`Successfully updated the action settings`);
      },
      // The toast carries the server's message; the fields it names say so beside them.
      onError: (error) => setServerErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Card component="section" aria-labelledby="settings-chain">
          <Title order={2} size="h3" c="espresso.9" id="settings-chain" mb={4}>
            <Trans>Other failures</Trans>
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            <Trans>For every store of the chain.</Trans>
          </Text>
          <Stack gap="md">
            <div>
              <Switch
                label={t`Raise an action when a cash count is outside tolerance`}
                checked={draft.cash_count_actions}
                onChange={(event) => {
                  const cash_count_actions = event.currentTarget.checked;
                  setDraft({ ...draft, cash_count_actions });
                }}
                disabled={disabled}
                size="md"
              />
              <TextInput
                label={t`Tolerance in dollars`}
                description={t`Either way, over the count's total discrepancy; the chain default, which stores without their own tolerance follow. Beyond it a count needs a reason.`}
                leftSection="$"
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                value={draft.cash_tolerance}
                onChange={(event) => {
                  forget('chain.cash_tolerance');
                  setDraft({ ...draft, cash_tolerance: event.currentTarget.value });
                }}
                error={fieldError(errors, 'chain.cash_tolerance')}
                data-number-problem={problems['chain.cash_tolerance'] ? '' : undefined}
                disabled={disabled}
                w={{ base: '100%', xs: 340 }}
                mt="xs"
                pl={{ base: 0, sm: 44 }}
              />
            </div>
            <Switch
              label={t`Raise an action when a checklist is missed`}
              checked={draft.missed_checklist_actions}
              onChange={(event) => {
                const missed_checklist_actions = event.currentTarget.checked;
                setDraft({ ...draft, missed_checklist_actions });
              }}
              disabled={disabled}
              size="md"
            />
          </Stack>
        </Card>

        <Card component="section" aria-labelledby="settings-rules">
          <Title order={2} size="h3" c="espresso.9" id="settings-rules" mb={4}>
            <Trans>Evaluation items</Trans>
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            <Trans>
              What a failed item of an evaluation raises. An action given to nobody in particular goes to the
              store&apos;s managers.
            </Trans>
          </Text>
          <Rules rules={draft.rules} errors={errors} roles={roles} disabled={disabled} onRule={onRule} />
        </Card>

        {editable && (
          <>
            {flagged > 0 && (
              <Text size="sm" c="#a61e1e" ta="right" role="status">
                {flaggedText(flagged)}
              </Text>
            )}
            <SaveCancel cancelHref={BACK} saving={save.isPending} />
          </>
        )}
      </Stack>
    </form>
  );
}

/** /management/actions/settings: which failures raise corrective actions, and how. */
export function ActionSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Action settings · Dripp Portal`);
  const perms = usePermissions();
  const allowed = perms.can(SETTINGS);
  const settings = useActionSettings(allowed);
  if (!allowed) return <Forbidden />;
  const editable = chainWide(perms);
  const failure = loadFailure(settings);
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Action settings`}
        actions={
          <Button component={Link} to={BACK} variant="default" leftSection={<IconArrowLeft size={18} />} h={44}>
            <Trans>Actions</Trans>
          </Button>
        }
      />
      {!editable && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          <Trans>These settings are the chain&apos;s: only a corporate role changes them.</Trans>
        </Alert>
      )}
      {failure ? (
        <LoadFailed failure={failure} message={t`The action settings could not be loaded.`} />
      ) : !settings.data ? (
        <LoadingCard label={t`Loading the action settings`} rows={6} />
      ) : (
        // Started again only when the saved settings differ, never by a reload that brings the same.
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} editable={editable} />
      )}
    </Stack>
  );
}
