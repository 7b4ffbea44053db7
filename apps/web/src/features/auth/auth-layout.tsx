import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCoffee } from '@tabler/icons-react';
import { LanguageSwitch } from './language-switch';

// The product's name, the same in every language.
const PORTAL_NAME = 'Dripp Portal';

/** The frame of the sign-in pages: no header or navigation (spec 3 §2.1). */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      mih="100dvh"
      px="md"
      py={{ base: 'xl', sm: 60 }}
      style={{
        background:
          'radial-gradient(circle at 15% 10%, rgba(201, 138, 75, 0.35), transparent 45%), linear-gradient(160deg, #3b2418 0%, #5f3a1b 55%, #7e4e25 100%)',
      }}
    >
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          <Group justify="center" gap="sm" c="var(--dripp-header-text)">
            <IconCoffee size={36} stroke={1.7} color="var(--dripp-crema)" aria-hidden />
            <Text fz={26} fw={800} lts={0.3}>
              {PORTAL_NAME}
            </Text>
          </Group>
          <Paper p={{ base: 'lg', xs: 32 }} radius="lg" shadow="xl">
            <Stack gap={4} mb="lg">
              <Title order={1} size="h2" c="espresso.9">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
          <LanguageSwitch />
        </Stack>
      </Center>
    </Box>
  );
}
