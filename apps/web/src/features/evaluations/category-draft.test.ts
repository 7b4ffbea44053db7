import { describe, expect, it } from 'vitest';
import { CategoryInputSchema, PERMISSIBLE_SCORE_MAX } from '@dripp/contract/evaluations';
import { flaggedScores, newItem, newKey, scoreProblem, toInput, type DraftCategory } from './category-draft';

const category = (...scores: (number | string)[]): DraftCategory => ({
  id: newKey(),
  name: 'Lobby',
  nameEs: newItem().nameEs,
  allows_not_applicable: false,
  items: scores.map((permissible_score, i) => ({ ...newItem(), name: `Item ${i + 1}`, permissible_score })),
});

describe('a permissible score as typed', () => {
  it('takes a whole score up to the highest', () => {
    for (const value of [1, '1', '10', ' 7 ', PERMISSIBLE_SCORE_MAX, '010'])
      expect({ value, problem: scoreProblem(value) }).toEqual({ value, problem: undefined });
  });

  it('says what is wrong with anything else', () => {
    expect(scoreProblem('11')).toBe('11 is more than 10');
    expect(scoreProblem('1,000')).toBe('1,000 is more than 10');
    expect(scoreProblem('2.7')).toBe('2.7 is not a whole count');
    expect(scoreProblem('2,5')).toBe('2,5 is not a whole count');
    expect(scoreProblem('-1')).toBe('-1 is not a whole count');
    expect(scoreProblem('abc')).toBe('abc is not a number');
    expect(scoreProblem('12345678901')).toBe('12345678901 is too large');
  });

  it('counts the flagged scores across categories, which Save waits on', () => {
    expect(flaggedScores([])).toBe(0);
    expect(flaggedScores([category(1, '2', 10)])).toBe(0);
    expect(flaggedScores([category(1, 'x'), category('11', '2.5', 3)])).toBe(3);
  });
});

describe('a category as saved', () => {
  it('sends each score as a whole number, spaces dropped', () => {
    const draft = category(' 3 ', '10 ', 10);
    draft.items[0]!.id = 42;
    const input = toInput(draft);
    expect(input.items).toEqual([
      { id: 42, name: 'Item 1', permissible_score: 3 },
      { name: 'Item 2', permissible_score: 10 },
      { name: 'Item 3', permissible_score: 10 },
    ]);
    expect(CategoryInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends a blank score as 0', () => {
    expect(toInput(category('', '  ')).items.map((item) => item.permissible_score)).toEqual([0, 0]);
  });

  it('gives each new row its own negative key, never a saved id', () => {
    const [a, b] = [newItem(), newItem()];
    expect(a.key).toBeLessThan(0);
    expect(b.key).not.toBe(a.key);
    expect(a).toMatchObject({ name: '', permissible_score: 0 });
  });
});
