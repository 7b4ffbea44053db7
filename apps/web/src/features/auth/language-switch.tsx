import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, LANGUAGE_NAMES, activateLanguage, activeLanguage } from '../../i18n/i18n';

/**
 * The sign-in pages' language switch: before sign-in the pages follow the browser's language, and
 * this changes it on the device (and in the cookie the server's first paint reads). Each language
 * is named in itself. Its links work before the app has loaded: the server answers `?lang=`.
 */
export function LanguageSwitch() {
  const { t } = useLingui();
  const active = activeLanguage();
  return (
    <Group justify="center" gap="xs" role="group" aria-label={t`Language`}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          component="a"
          href={`?lang=${language}`}
          lang={language}
          hrefLang={language}
          variant={language === active ? 'white' : 'subtle'}
          color={language === active ? 'espresso' : 'gray.0'}
          size="sm"
          mih={44}
          aria-current={language === active ? 'true' : undefined}
          onClick={(event) => {
            event.preventDefault();
            void activateLanguage(language);
          }}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}
