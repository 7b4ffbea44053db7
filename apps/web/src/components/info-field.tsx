import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';

/** A small uppercase label over its value, as in the store and vendor information blocks. */
export function InfoField({
  label,
  children,
  maw,
  breakAnywhere = false,
}: {
  label: string;
  children: ReactNode;
  maw?: number;
  /** Lets long unbroken values (emails, addresses) wrap inside a narrow grid cell. */
  breakAnywhere?: boolean;
}) {
  return (
    <Stack gap={2} maw={maw} miw={0}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" component="div" style={breakAnywhere ? { overflowWrap: 'anywhere' } : undefined}>
        {children}
      </Text>
    </Stack>
  );
}

/** A phone or email as a tel:/mailto: link, a plain value without a scheme, or — when missing. */
export function InfoContact({ value, scheme }: { value: string | null; scheme?: 'tel' | 'mailto' }) {
  if (!value) return <>—</>;
  if (!scheme) return <>{value}</>;
  return (
    <Anchor href={`${scheme}:${value}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Anchor>
  );
}

/** One line of a person's header: an icon beside the username, phone or email. */
export function IconDetail({
  icon,
  children,
  breakAnywhere = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  breakAnywhere?: boolean;
}) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" component="div" c="dark.6" style={breakAnywhere ? { overflowWrap: 'anywhere' } : undefined}>
        {children}
      </Text>
    </Group>
  );
}
