import type { ReactNode } from 'react';
import { Anchor, Avatar, Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAt, IconMail, IconPencil, IconPhone } from '@tabler/icons-react';
import type { Profile } from '@dripp/contract/stores';
import { Link, useParams } from 'react-router';
import { can } from '@dripp/domain/permissions';
import { paths } from '../../config/paths';
import { IconDetail } from '../../components/info-field';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { useSession } from '../../lib/session';
import { useProfile } from './api/get-profile';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';
import { MorningDigestCard } from '../digest/morning-digest-card.public';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageCard } from './language-card';
import { TemperatureCard } from './temperature-card';
import { roleName } from '../roles/role-name.public';

type ProfileStore = Profile['stores'][number];
type ProfileRole = Profile['roles'][number];

/** The Stores and Roles tables' columns, in the language of the moment. */
function useColumns(): { stores: Column<ProfileStore>[]; roles: Column<ProfileRole>[] } {
  const { t, i18n } = useLingui();
  return {
    stores: [
      { key: 'title', label: t`Title` },
      { key: 'number', label: t`Number` },
      { key: 'role', label: t`Role`, render: (row) => roleName(row.role) },
      { key: 'city', label: t`City` },
      { key: 'state', label: t`State` },
    ],
    roles: [
      { key: 'name', label: t`Name`, render: (row) => roleName(row.name) },
      { key: 'level', label: t`Level`, render: (row) => i18n._(row.level) },
    ],
  };
}

function initials(profile: Profile['user']): string {
  const letters = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.trim();
  return (letters || profile.username.slice(0, 2)).toUpperCase();
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Title order={2} size="h4" mb="md" c="espresso.9">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * /profile/{username} (spec 2 §2 Profile): read-only header, Stores and Roles; on one's own profile,
 * for people who oversee stores, the morning digest (DESIGN §8).
 */
export function ProfilePage() {
  const { t } = useLingui();
  const columns = useColumns();
  const { username = '' } = useParams();
  const session = useSession();
  const profile = useProfile(username);
  const user = profile.data?.user;
  const shownName = user?.name || username;
  useDocumentTitle(t`${shownName} · Dripp Portal`);
  const isSelf = Boolean(session.userName) && session.userName?.toLowerCase() === username.toLowerCase();
  // One's own grants only: a manager's PIN on the device does not make the digest theirs.
  const oversees = isSelf && can(session.permissions, 'area-view');
  const failure = loadFailure(profile);
  if (failure) return <LoadFailed failure={failure} />;

  return (
    <Stack gap="lg">
      <Card padding="xl">
        {profile.isPending ? (
          <Group gap="lg">
            <Skeleton circle height={84} />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Skeleton height={26} width="40%" />
              <Skeleton height={14} width="60%" />
              <Skeleton height={14} width="50%" />
            </Stack>
          </Group>
        ) : (
          <Group justify="space-between" align="flex-start" gap="lg">
            <Group gap="lg" wrap="nowrap" align="center">
              <Avatar size={84} radius={84} color="espresso" variant="filled" visibleFrom="xs">
                {user ? initials(user) : '?'}
              </Avatar>
              <Avatar size={56} radius={56} color="espresso" variant="filled" hiddenFrom="xs">
                {user ? initials(user) : '?'}
              </Avatar>
              <Stack gap={6}>
                <Title order={1} size="h2" c="espresso.9">
                  {user?.name || username}
                </Title>
                <IconDetail icon={<IconAt size={16} />}>{user?.username ?? username}</IconDetail>
                {user?.email && (
                  <IconDetail icon={<IconMail size={16} />}>
                    <Anchor href={`mailto:${user.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Anchor>
                  </IconDetail>
                )}
                {user?.phone && (
                  <IconDetail icon={<IconPhone size={16} />}>
                    <Anchor href={`tel:${user.phone}`} size="sm">
                      {user.phone}
                    </Anchor>
                  </IconDetail>
                )}
              </Stack>
            </Group>
            {isSelf && (
              <Button
                component={Link}
                to={paths.profileEdit.href(username)}
                leftSection={<IconPencil size={16} />}
                variant="light"
              >
                <Trans>Edit</Trans>
              </Button>
            )}
          </Group>
        )}
      </Card>

      <Section title={t`Stores`}>
        {profile.isPending ? (
          <Skeleton height={120} />
        ) : (
          <ResponsiveTable
            label={t`Stores`}
            columns={columns.stores}
            rows={profile.data?.stores ?? []}
            rowKey={(row) => `${row.id}-${row.role}`}
            emptyText={t`No stores`}
          />
        )}
      </Section>

      <Section title={t`Roles`}>
        {profile.isPending ? (
          <Skeleton height={80} />
        ) : (
          <ResponsiveTable
            label={t`Roles`}
            columns={columns.roles}
            rows={profile.data?.roles ?? []}
            rowKey={(row) => row.id}
            emptyText={t`No roles`}
          />
        )}
      </Section>

      {isSelf && user && <LanguageCard user={user} />}

      {isSelf && user && <TemperatureCard user={user} />}

      {oversees && <MorningDigestCard />}
    </Stack>
  );
}
