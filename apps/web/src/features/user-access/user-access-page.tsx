import { Fragment, useMemo, useState } from 'react';
import { Badge, Button, Card, Checkbox, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { matrixCell, type Role, type RolePermissionMatrix } from '@dripp/contract/roles';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useRolePermissions } from './api/get-role-permissions';
import { useSaveRolePermissions } from './api/save-role-permissions';
import {
  initialSelection,
  type RoleChange,
  type RoleGroup,
  isAdminRole,
  matrixChanges,
  permissionSections,
  roleGroups,
  sameSelection,
  toggleCell,
} from './matrix-model';
import { permissionText, permissionWords } from './permission-words';
import { roleName } from '../roles/role-name.public';
import classes from './user-access.module.css';

const ROLE_GROUPS = { Corporate: msg`Corporate`, Store: msg`Store` };

/** Save's question: every role's gains and losses, before anything is sent. */
function ChangeSummary({
  changes,
  saving,
  onConfirm,
  onClose,
}: {
  changes: RoleChange[];
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onClose} title={t`Save these changes?`} size="lg">
      <Stack gap="md">
        {changes.map(({ role, gained, lost }) => (
          <Stack key={role.id} gap={4} data-role-change={role.name}>
            <Text fw={700}>{roleName(role.name)}</Text>
            <PermissionChanges gained color="teal.9" texts={gained} />
            <PermissionChanges gained={false} color="red.9" texts={lost} />
          </Stack>
        ))}
        <Text size="sm" c="dimmed">
          <Trans>People holding these roles get the change on their next page load.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Keep editing</Trans>
          </Button>
          <Button onClick={onConfirm} loading={saving}>
            <Trans>Save changes</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The matrix's heading rows: the Corporate and Store groups, then one column per role. */
function MatrixHead({ groups, columns }: { groups: RoleGroup[]; columns: { role: Role; groupStart: boolean }[] }) {
  const { i18n } = useLinguiContext();
  return (
    <thead>
      <tr className={classes.groupRow}>
        <th className={classes.first} rowSpan={2} scope="col">
          <Trans>Permission</Trans>
        </th>
        {groups.map((group) => (
          <th key={group.label} colSpan={group.roles.length} scope="colgroup">
            {i18n._(ROLE_GROUPS[group.label])}
          </th>
        ))}
      </tr>
      <tr className={classes.roleRow}>
        {columns.map(({ role, groupStart }) => (
          <th
            key={role.id}
            scope="col"
            className={groupStart ? classes.groupStart : undefined}
            title={roleName(role.name)}
          >
            <span className={classes.roleName}>{roleName(role.name)}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Matrix({
  matrix,
  editable,
  saving,
  onSave,
}: {
  matrix: RolePermissionMatrix;
  editable: boolean;
  saving: boolean;
  onSave: (cells: string[]) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const initial = useMemo(() => initialSelection(matrix), [matrix]);
  const [selection, setSelection] = useState<Set<string>>(initial);
  // What the server holds: the loaded cells, then what was last saved (until the reload remounts).
  const [saved, setSaved] = useState<Set<string> | null>(null);
  const loaded = saved ?? initial;
  const groups = useMemo(() => roleGroups(matrix.roles), [matrix.roles]);
  const sections = useMemo(() => permissionSections(matrix.permissions), [matrix.permissions]);
  const columns = groups.flatMap((group) => group.roles.map((role, index) => ({ role, groupStart: index === 0 })));
  const dirty = !sameSelection(selection, loaded);
  useUnsavedChanges(dirty);
  const byId = useMemo(() => new Map(matrix.permissions.map((p) => [p.id, p])), [matrix.permissions]);
  const [review, setReview] = useState<RoleChange[] | null>(null);
  const save = () => {
    const cells = new Set(selection);
    onSave([...cells].sort()).then(
      () => {
        setSaved(cells);
        setReview(null);
      },
      () => undefined,
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          <Trans>
            Tick what each role may do. Ticking a permission also ticks the one it depends on; unticking one unticks
            those that depend on it. The administrator always holds every permission.
          </Trans>
        </Text>
        {editable && (
          <Group gap="sm">
            {dirty && (
              <Badge color="orange" variant="light">
                <Trans>Unsaved changes</Trans>
              </Badge>
            )}
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={18} />}
              disabled={!dirty || saving}
              onClick={() => setSelection(new Set(loaded))}
            >
              <Trans>Undo changes</Trans>
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={18} />}
              loading={saving}
              disabled={!dirty}
              onClick={() => setReview(matrixChanges(matrix, loaded, selection))}
            >
              <Trans>Save</Trans>
            </Button>
          </Group>
        )}
      </Group>
      {review && <ChangeSummary changes={review} saving={saving} onConfirm={save} onClose={() => setReview(null)} />}
      <div className={classes.scroller} tabIndex={0} role="region" aria-label={t`Permissions by role`}>
        <table className={classes.table} aria-label={t`User access matrix`}>
          <MatrixHead groups={groups} columns={columns} />
          <tbody>
            {sections.map((section) => (
              <Fragment key={section.type}>
                <tr className={classes.section}>
                  <th colSpan={columns.length + 1} scope="colgroup">
                    <span className={classes.sectionLabel}>{i18n._(section.type)}</span>
                  </th>
                </tr>
                {section.rows.map(({ permission, depth }) => {
                  const text = permissionText(permissionWords(permission, byId));
                  return (
                    <tr key={permission.id}>
                      <th
                        scope="row"
                        className={`${classes.first} ${classes.permission} ${depth > 0 ? classes.child : ''}`}
                        style={{ paddingLeft: `calc(0.5rem + ${Math.min(depth, 3)} * 0.75rem)` }}
                        title={permission.name}
                        data-permission={permission.name}
                      >
                        {text}
                      </th>
                      {columns.map(({ role, groupStart }) => {
                        const admin = isAdminRole(role);
                        const cell = matrixCell(role.id, permission.id);
                        const name = roleName(role.name);
                        return (
                          <td key={role.id} className={`${classes.cell} ${groupStart ? classes.groupStart : ''}`}>
                            {/* The label makes the whole cell the checkbox's target (44 px on a phone). */}
                            <label className={classes.hit}>
                              <Checkbox
                                size="sm"
                                checked={admin || selection.has(cell)}
                                disabled={admin || !editable}
                                readOnly={admin}
                                classNames={admin ? { input: classes.adminInput, icon: classes.adminIcon } : undefined}
                                title={admin ? t`The administrator always holds every permission` : undefined}
                                onChange={(event) => {
                                  const { checked } = event.currentTarget;
                                  setSelection((current) =>
                                    toggleCell(current, role, permission.id, checked, matrix.permissions),
                                  );
                                }}
                                aria-label={t`${text} for ${name}`}
                              />
                            </label>
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

/**
 * The user access matrix (spec 2 §2, at /permissions/user-access, /admin/permissions/user-access
 * and /admin/user-access): role columns grouped Corporate / Store, permission rows grouped by type.
 */
export function UserAccessPage() {
  const { t } = useLingui();
  useDocumentTitle(t`User access · Dripp Portal`);
  const { can } = usePermissions();
  const allowed = can('user-access-view');
  const matrix = useRolePermissions(allowed);
  // Kept out of the matrix: a save reloads the data and remounts the matrix with it.
  const save = useSaveRolePermissions();
  const onSave = (cells: string[]) =>
    save.mutateAsync(cells).then(() => notifySuccess(t`Role permission mapping updated successfully`));

  if (!allowed) return <Forbidden />;
  const failure = loadFailure(matrix);

  return (
    <Card p={{ base: 'sm', xs: 'lg' }}>
      <Title order={1} size="h2" c="espresso.9" mb="md">
        <Trans>User access</Trans>
      </Title>
      {failure ? (
        <LoadFailed failure={failure} />
      ) : matrix.isPending ? (
        <Stack gap="xs" role="status" aria-label={t`Loading user access`}>
          <Skeleton height={60} />
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Stack>
      ) : matrix.data ? (
        <Matrix
          key={matrix.dataUpdatedAt}
          matrix={matrix.data}
          editable={can('user-access-update')}
          saving={save.isPending}
          onSave={onSave}
        />
      ) : (
        <Text c="dimmed" py="md" ta="center">
          <Trans>No data available</Trans>
        </Text>
      )}
    </Card>
  );
}

/** One side of a role's change in the save summary: the permissions it gains, or loses. */
function PermissionChanges({ gained, color, texts }: { gained: boolean; color: string; texts: string[] }) {
  const { t } = useLingui();
  if (texts.length === 0) return null;
  const count = texts.length;
  return (
    <>
      <Text size="sm" c={color}>
        {gained
          ? t`Gains ${plural(count, { one: '# permission', other: '# permissions' })}:`
          : t`Loses ${plural(count, { one: '# permission', other: '# permissions' })}:`}
      </Text>
      <Stack component="ul" gap={2} m={0} pl="md">
        {texts.map((text) => (
          <Text component="li" size="sm" key={text}>
            {text}
          </Text>
        ))}
      </Stack>
    </>
  );
}
