import type { ComponentType, ReactNode } from 'react';
import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, type IconProps } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * A slim card of counts on Home that leads to where they are dealt with: an icon (red when
 * something is overdue), a title and a short count line. Two lines high on a phone, one from 48em,
 * as Home's first paint keeps its place (`.fp-counts` in index.html).
 */
export function CountsCard({
  to,
  icon: Icon,
  alert,
  title,
  children,
  ...data
}: {
  to: string;
  icon: ComponentType<IconProps>;
  alert: boolean;
  title: ReactNode;
  children: ReactNode;
} & Record<`data-${string}`, boolean | string>) {
  return (
    <Card component={Link} to={to} className="dripp-tile" padding="sm" {...data}>
      <Group wrap="nowrap" gap="sm" mih={36}>
        <ThemeIcon size={36} radius="md" variant="light" color={alert ? 'red' : undefined}>
          <Icon size={20} stroke={1.6} />
        </ThemeIcon>
        <Group gap={2} style={{ flex: 1, minWidth: 0, columnGap: 'var(--mantine-spacing-sm)' }}>
          <Text fw={700} c="espresso.9" className="dripp-counts-title">
            {title}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {children}
          </Text>
        </Group>
        <IconChevronRight size={20} color="var(--mantine-color-espresso-4)" aria-hidden />
      </Group>
    </Card>
  );
}

/** A counts card's place while its counts load: the card's own height, so nothing moves. */
export function CountsPlaceholder() {
  return <Skeleton className="dripp-counts-placeholder" radius="md" aria-hidden />;
}
