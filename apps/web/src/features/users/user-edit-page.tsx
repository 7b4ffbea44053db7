import { Card, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { NotificationSettingsCard, type SettingsOwner } from '../notifications/notification-settings.public';
import { useDirtyParts } from '../../lib/use-unsaved-changes';
import { useUserEdit } from './api/get-user-edit';
import { EMPTY_USER, UserForm, valuesOf } from './user-form';

function FormSkeleton() {
  const { t } = useLingui();
  return (
    <Card padding="xl" maw={880} role="status" aria-label={t`Loading user`}>
      <Stack gap="md">
        <Skeleton height={30} width="40%" />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Stack>
    </Card>
  );
}

/**
 * An existing user's form, filled once their data has arrived (a failed load offers Retry), and
 * below it the person's notification settings when the caller may change them.
 */
function ExistingUserForm({
  id,
  title,
  notifications,
  onSaved,
  onCancel,
}: {
  id: number;
  title: string;
  notifications: SettingsOwner | null;
  onSaved: (saved: { id: number; username: string }) => void;
  onCancel: () => void;
}) {
  const user = useUserEdit(id);
  const parts = useDirtyParts();
  const failure = loadFailure(user);
  if (failure) return <LoadFailed failure={failure} />;
  if (!user.data) return <FormSkeleton />;
  return (
    <Stack gap="lg">
      <UserForm
        key={user.data.id}
        title={title}
        userId={id}
        initial={valuesOf(user.data)}
        hasPin={user.data.hasPin}
        otherDirty={parts.dirty}
        onSaved={onSaved}
        onCancel={onCancel}
      />
      {notifications && <NotificationSettingsCard owner={notifications} reportDirty={parts.report} />}
    </Stack>
  );
}

/**
 * /admin/users/edit/{id} ("new" creates). Without a usable id the signed-in user's own id is
 * used, and without that the visitor is signed out (spec 2 §2).
 */
export function UserEditPage() {
  const { id: rawId } = useParams();
  const session = useSession();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const isNew = rawId === 'new';
  const parsed = Number(rawId);
  const id = isNew ? null : Number.isInteger(parsed) && parsed > 0 ? parsed : (session.userId ?? null);
  const { t } = useLingui();
  useDocumentTitle(isNew ? t`New User · Dripp Portal` : t`Edit User · Dripp Portal`);

  if (!isNew && id === null) return <Navigate to={paths.logout.href()} replace />;
  if (isNew) {
    if (!can('users-create')) return <Forbidden />;
    return (
      <UserForm
        title={t`New User`}
        userId={null}
        initial={EMPTY_USER}
        onSaved={(saved) => navigate(paths.adminUser.href(saved.id))}
        onCancel={() => navigate(paths.adminUsers.href())}
      />
    );
  }
  const self = id === session.userId;
  if (!self && !can('users-edit')) return <Forbidden />;
  const back = () => navigate(can('users-view') ? paths.adminUser.href(id!) : paths.home.href());
  const notifications: SettingsOwner | null = self
    ? { own: true }
    : can('notification-settings-edit')
      ? { userId: id! }
      : null;
  return (
    <ExistingUserForm id={id!} title={t`Edit User`} notifications={notifications} onSaved={back} onCancel={back} />
  );
}

/**
 * /profile/{username}/edit: the same form for oneself, with the stored user id (spec 2 §2
 * Profile); anyone else's username shows the forbidden component.
 */
export function ProfileEditPage() {
  const { username = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useLingui();
  useDocumentTitle(t`Edit Profile · Dripp Portal`);
  if (!session.userId) return <Navigate to={paths.logout.href()} replace />;
  const self = Boolean(session.userName) && session.userName!.toLowerCase() === username.toLowerCase();
  if (!self) return <Forbidden />;
  return (
    <ExistingUserForm
      id={session.userId}
      title={t`Edit Profile`}
      notifications={{ own: true }}
      onSaved={(saved) => navigate(paths.profile.href(saved.username))}
      onCancel={() => navigate(paths.profile.href(username))}
    />
  );
}
