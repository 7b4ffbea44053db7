import { useState } from 'react';
import { Card, Group, Radio, Text, Title } from '@mantine/core';
import type { Profile } from '@dripp/contract/stores';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../i18n/i18n';
import { notifySuccess } from '../../lib/notify';
import { useUpdateOwnLanguage } from './api/update-own-language';

/**
 * One's own language (decision 273): stored on the person, so every device and the server's mail
 * speak it; the portal switches as soon as the choice is saved. Each language is named in itself.
 */
export function LanguageCard({ user }: { user: Profile['user'] }) {
  const { t } = useLingui();
  const update = useUpdateOwnLanguage();
  // The choice shows at once, and goes back to the stored one should the save fail.
  const [picked, setPicked] = useState<Language | null>(null);
  const chosen = picked ?? user.language;
  return (
    <Card>
      <Title order={2} size="h4" mb="xs" c="espresso.9" id="profile-language">
        <Trans>Language</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>The portal, its messages and its emails speak this language to you.</Trans>
      </Text>
      <Radio.Group
        aria-labelledby="profile-language"
        value={chosen}
        onChange={(value) => {
          if (!isLanguage(value) || value === chosen || update.isPending) return;
          setPicked(value);
          update.mutate(value, {
            onSuccess: () => notifySuccess(t`Language saved`),
            onSettled: () => setPicked(null),
          });
        }}
      >
        <Group gap="xl">
          {LANGUAGES.map((language) => (
            <Radio
              key={language}
              value={language}
              label={LANGUAGE_NAMES[language]}
              lang={language}
              disabled={update.isPending}
            />
          ))}
        </Group>
      </Radio.Group>
    </Card>
  );
}
