import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/**
 * The language a note was written in (decision 275), as a small "EN" or "ES" beside it: people
 * read each other's notes across languages, and no machine translates them. Nothing when unknown.
 */
export function WrittenLanguage({ language }: { language: 'en' | 'es' | null | undefined }) {
  const { t } = useLingui();
  if (!language) return null;
  const label = language === 'es' ? t`Written in Spanish` : t`Written in English`;
  return (
    <Tooltip label={label} withinPortal>
      <span className="dripp-written-language" data-language={language}>
        <Badge component="span" size="xs" variant="outline" color="gray" radius="sm" aria-hidden>
          {language.toUpperCase()}
        </Badge>
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}
