// The floor with the portal's UI kit: Mantine's provider and shell, and the announcement in a card.
import { createRoot } from 'react-dom/client';
import { useAnnouncement } from './announcement';
import { AppShell, Card, MantineProvider, Title, Typography } from '@mantine/core';
// Only the styles this page uses, as the portal splits its own (apps/web/src/app/mantine-*.css).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Typography.css';

function Page() {
  const html = useAnnouncement();
  return (
    <AppShell header={{ height: 60 }} padding="sm">
      <AppShell.Header bg="#3b2418" c="#f6ead9" px="md" style={{ lineHeight: '60px' }}>
        Dripp Portal
      </AppShell.Header>
      <AppShell.Main>
        <Card padding="xl" withBorder>
          <Title order={2} size="h4">
            Important announcement
          </Title>
          {html && (
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: html }} />
            </Typography>
          )}
        </Card>
      </AppShell.Main>
    </AppShell>
  );
}

createRoot(document.getElementById('root')).render(
  <MantineProvider>
    <Page />
  </MantineProvider>,
);
