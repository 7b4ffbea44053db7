import type { ReactNode } from 'react';
import { Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { activeLanguage } from '../i18n/i18n';
import { RichHtml } from './rich-html';

/**
 * A record carrying one of the chain's own texts in two languages (decision 275): `<field>`, its
 * Spanish `<field>_es` (null: none) and `<field>_es_out_of_date`.
 */
export type WithSpanish<F extends string> = Record<F, string> &
  Record<`${F}_es`, string | null | undefined> &
  Partial<Record<`${F}_es_out_of_date`, boolean>>;

export interface ChainWords {
  english: string;
  spanish: string | null;
  outOfDate: boolean;
}

/** A record's text `field` in both languages. */
export function chainWords<F extends string>(record: WithSpanish<F>, field: F): ChainWords {
  return {
    english: record[field],
    spanish: (record[`${field}_es`] as string | null | undefined) || null,
    outOfDate: record[`${field}_es_out_of_date`] === true,
  };
}

/** What a person reads of a text: the Spanish to a Spanish-speaking person when there is one, else the English. */
export function chainTextIn(words: ChainWords, language = activeLanguage()): { text: string; lang: 'en' | 'es' } {
  return language === 'es' && words.spanish ? { text: words.spanish, lang: 'es' } : { text: words.english, lang: 'en' };
}

/** The chain's text `field` of `record` as the person reads it, for labels and titles (re-renders with the language). */
export function useChainText() {
  // The context's i18n re-renders the caller when the language changes.
  const { i18n: _language } = useLingui();
  return <F extends string>(record: WithSpanish<F>, field: F) => chainTextIn(chainWords(record, field)).text;
}

/** Which mark a text read in `language` carries, if any. */
export function chainTextMark(words: ChainWords, language = activeLanguage()): 'english-only' | 'out-of-date' | null {
  if (language !== 'es' || !words.english) return null;
  if (!words.spanish) return 'english-only';
  return words.outOfDate ? 'out-of-date' : null;
}

/** The small mark beside a text read in Spanish: "English only", or "May be out of date". */
export function ChainTextMarks({ words }: { words: ChainWords }) {
  const { t } = useLingui();
  const mark = chainTextMark(words);
  if (!mark) return null;
  if (mark === 'english-only') {
    return (
      <Tooltip label={t`There is no Spanish for this text yet`} withinPortal>
        <Badge
          component="span"
          size="xs"
          variant="outline"
          color="gray"
          radius="sm"
          tt="none"
          className="dripp-english-only"
        >
          {t`English only`}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={t`The English changed after this Spanish was written`} withinPortal>
      <Badge
        component="span"
        size="xs"
        variant="light"
        color="orange"
        radius="sm"
        tt="none"
        className="dripp-may-be-out-of-date"
      >
        {t`May be out of date`}
      </Badge>
    </Tooltip>
  );
}

/**
 * One of the chain's own texts in the person's language: the Spanish when they speak Spanish and
 * there is one, else the English with an "English only" mark; a Spanish whose English changed since
 * carries a "May be out of date" mark. `html` shows sanitised rich text with the marks above it.
 */
export function ChainText<F extends string>({
  record,
  field,
  html = false,
  children,
}: {
  record: WithSpanish<F>;
  field: F;
  html?: boolean;
  /** Renders the text itself (a title, a link); the marks follow it. */
  children?: (text: string) => ReactNode;
}) {
  const { i18n: _language } = useLingui();
  const words = chainWords(record, field);
  const shown = chainTextIn(words);
  if (html) {
    return (
      <Box lang={shown.lang}>
        {chainTextMark(words) && (
          <Group gap={6} mb={4}>
            <ChainTextMarks words={words} />
          </Group>
        )}
        <RichHtml html={shown.text} />
      </Box>
    );
  }
  return (
    <>
      <Text span inherit lang={shown.lang}>
        {children ? children(shown.text) : shown.text}
      </Text>
      {chainTextMark(words) && (
        <>
          {' '}
          <ChainTextMarks words={words} />
        </>
      )}
    </>
  );
}
