import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

/** The title row of a page that is not about one store (landing pages, profile, admin lists). */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="lg" gap="sm">
      <Title order={1} size="h2" c="espresso.9">
        {title}
      </Title>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
