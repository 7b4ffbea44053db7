import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Recipe } from '@dripp/contract/recipes';
import { useLingui } from '@lingui/react/macro';

/** The words of a recipe a search looks at: its name and its text without the markup. */
function searchableText(recipe: Pick<Recipe, 'name' | 'content'>): string {
  return `${recipe.name} ${recipe.content.replace(/<[^>]*>/g, ' ')}`.toLowerCase();
}

/** Recipes whose name or text holds every word typed ("oat latte" finds "Oat Milk Latte"). */
export function filterRecipes<T extends Pick<Recipe, 'name' | 'content'>>(recipes: T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return recipes;
  return recipes.filter((recipe) => {
    const text = searchableText(recipe);
    return words.every((word) => text.includes(word));
  });
}

/** The search box of the recipe pages. */
export function RecipeSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <TextInput
      type="search"
      label={t`Search recipes`}
      placeholder={t`e.g. oat, cold brew, chai`}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      leftSection={<IconSearch size={16} />}
      rightSection={value ? <CloseButton aria-label={t`Clear search`} onClick={() => onChange('')} size="sm" /> : null}
      w={{ base: '100%', xs: 280 }}
    />
  );
}
