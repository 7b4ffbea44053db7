import { useState } from 'react';
import { SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PrepItem } from '@dripp/contract/food-safety';
import { chainTextIn, chainWords } from '../../components/chain-text';
import classes from './food-labels.module.css';

/** Lists longer than this get a search box. */
const SEARCH_FROM = 12;

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The chain's prep items as big buttons, in the person's language with the other one beneath. */
export function PrepItemGrid({ items, onPick }: { items: PrepItem[]; onPick: (item: PrepItem) => void }) {
  const { t, i18n: _language } = useLingui();
  const [search, setSearch] = useState('');
  const wanted = folded(search.trim());
  const shown = wanted ? items.filter((item) => folded(`${item.name} ${item.name_es ?? ''}`).includes(wanted)) : items;
  const named = (item: PrepItem) => {
    const words = chainWords(item, 'name');
    const main = chainTextIn(words);
    const other = main.lang === 'es' ? words.english : words.spanish;
    return { main, other: other && other !== main.text ? other : null };
  };
  return (
    <Stack gap="md">
      {items.length > SEARCH_FROM && (
        <TextInput
          aria-label={t`Search prep items`}
          placeholder={t`Search prep items`}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          size="md"
        />
      )}
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          <Trans>No prep items match</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm">
          {shown.map((item) => {
            const { main, other } = named(item);
            return (
              <UnstyledButton key={item.id} className={classes.item} onClick={() => onPick(item)}>
                <Text fw={700} size="md" lang={main.lang} lh={1.25}>
                  {main.text}
                </Text>
                {other && (
                  <Text size="sm" c="dimmed" lang={main.lang === 'es' ? 'en' : 'es'} lh={1.25}>
                    {other}
                  </Text>
                )}
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
