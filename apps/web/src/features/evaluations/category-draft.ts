import { msg } from '@lingui/core/macro';
import { PERMISSIBLE_SCORE_MAX, type CategoryInput } from '@dripp/contract/evaluations';
import { COUNT, numberProblem } from '../../lib/number-problem';
import { i18n } from '../../i18n/i18n';
import { spanishDraftOf, spanishStateOf, type SpanishState } from '../../components/spanish-fields';

/* A score category as typed on its create and edit pages: its items' permissible scores as text until saved. */

export interface DraftItem {
  key: number;
  id?: number;
  name: string;
  /** The name's Spanish (decision 275). */
  nameEs: SpanishState;
  permissible_score: number | string;
}

export interface DraftCategory {
  /** A key for React and the drag list; a saved category's id on the edit page. */
  id: number;
  name: string;
  nameEs: SpanishState;
  /** Its items may be marked N/A on an evaluation (left out of score and total). */
  allows_not_applicable: boolean;
  items: DraftItem[];
}

let nextKey = 1;
/** Keys for rows that are not saved yet; negative so they never meet a saved id. */
export const newKey = () => -nextKey++;

/** A new item starts with a score of 0 (spec 3 §5). */
export const newItem = (): DraftItem => ({
  key: newKey(),
  name: '',
  nameEs: spanishStateOf('name', null),
  permissible_score: 0,
});

/** The Spanish of a name as a save sends it: nothing when it was neither changed nor confirmed. */
const nameEsBody = (state: SpanishState) => spanishDraftOf('name', state, () => undefined).body();

/** A whole score as typed, thousands commas and spaces around it allowed ("1,000" is a thousand). */
const wholeOf = (value: number | string) => Number(String(value).trim().replace(/,/g, ''));

export function toInput(draft: DraftCategory): CategoryInput {
  return {
    name: draft.name,
    ...nameEsBody(draft.nameEs),
    allows_not_applicable: draft.allows_not_applicable,
    items: draft.items.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      name: item.name,
      ...nameEsBody(item.nameEs),
      permissible_score: String(item.permissible_score).trim() === '' ? 0 : wholeOf(item.permissible_score),
    })),
  };
}

/** A permissible score as typed that Save would not keep as it is ("2.7", "abc", above the highest). */
export function scoreProblem(value: number | string): string | undefined {
  const text = String(value).trim();
  const problem = numberProblem(text, COUNT);
  if (problem) return problem;
  const most = PERMISSIBLE_SCORE_MAX;
  return text && wholeOf(text) > most ? i18n._(msg`${text} is more than ${most}`) : undefined;
}

/** How many item scores in these categories are flagged: Save waits for 0. */
export function flaggedScores(drafts: DraftCategory[]): number {
  return drafts.flatMap((draft) => draft.items).filter((item) => scoreProblem(item.permissible_score)).length;
}
