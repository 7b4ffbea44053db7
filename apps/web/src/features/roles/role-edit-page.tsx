import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, Select, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import type { Role } from '@dripp/contract/roles';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess, notifyWarning } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useRole } from './api/get-role';
import { useUpdateRole } from './api/update-role';
import { levelValue, roleLevelOptions } from './role-level';
import { roleName } from './role-name.public';

function RoleForm({ id, role }: { id: number; role: Role }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const update = useUpdateRole();
  const [name, setName] = useState(role.name);
  const [level, setLevel] = useState(levelValue(role.requiresStore));
  const [errors, setErrors] = useState<FieldErrors>({});
  const fixed = role.isStandardRole || !can('roles-edit');
  const standardName = roleName(role.name);
  const { leaveFreely } = useUnsavedChanges(name !== role.name || level !== levelValue(role.requiresStore));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fixed) return;
    // A blank name is ignored (spec 3 §2.2): the role keeps its name, the level is still saved, and
    // the person is told.
    const trimmed = name.trim() || role.name;
    if (!name.trim()) {
      setName(role.name);
      const kept = role.name;
      notifyWarning(t`A blank name is ignored: the role keeps the name ${kept}`);
    }
    setErrors({});
    update.mutate(
      { id, input: { name: trimmed, requiresStore: level as '0' | '1' } },
      {
        onSuccess: () => {
          notifySuccess(t`Successfully saved Role`);
          leaveFreely();
          navigate(paths.adminRoles.href());
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <Card padding="xl" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h3" c="espresso.9">
            <Trans>Role edit</Trans>
          </Title>
          {role.isStandardRole && (
            <Alert color="gray" icon={<IconInfoCircle size={18} />}>
              <Trans>{standardName} is a standard role; its name and level cannot be changed.</Trans>
            </Alert>
          )}
          <TextInput
            label={t`Name`}
            placeholder={t`Enter name`}
            value={role.isStandardRole ? standardName : name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fieldError(errors, 'name')}
            disabled={fixed}
            maxLength={100}
          />
          <Select
            label={t`Role level`}
            data={roleLevelOptions()}
            value={level}
            onChange={(value) => value && setLevel(value)}
            error={fieldError(errors, 'requiresStore')}
            disabled={fixed}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => navigate(paths.adminRoles.href())}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={update.isPending}
              disabled={fixed}
            >
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** /admin/roles/{id} (spec 3 §2.2): the "Role edit" card. */
export function RoleEditPage() {
  const { id: rawId = '' } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const { can } = usePermissions();
  const allowed = valid && can('roles-view');
  const role = useRole(id, allowed);
  const { t } = useLingui();
  useDocumentTitle(t`Role edit · Dripp Portal`);

  if (!allowed) return <Forbidden />;
  const failure = loadFailure(role);
  if (failure) return <LoadFailed failure={failure} />;
  if (!role.data) {
    return (
      <Card padding="xl" maw={560} role="status" aria-label={t`Loading role`}>
        <Stack gap="md">
          <Skeleton height={28} width="40%" />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      </Card>
    );
  }
  return <RoleForm key={role.data.id} id={id} role={role.data} />;
}
