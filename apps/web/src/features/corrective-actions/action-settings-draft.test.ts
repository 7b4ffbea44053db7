import { describe, expect, it } from 'vitest';
import { ActionSettingsInputSchema, type ActionSettings } from '@dripp/contract/corrective-actions';
import {
  atMostProblem,
  draftOf,
  dueHoursProblem,
  problemsOf,
  settingsInputOf,
  toleranceProblem,
  type DraftRule,
} from './action-settings-draft';

const settings: ActionSettings = {
  chain: { cash_count_actions: true, cash_tolerance: 5, missed_checklist_actions: false },
  rules: [
    {
      item_id: 11,
      item_name: 'Floors clean',
      category_name: 'Lobby',
      permissible_score: 3,
      enabled: true,
      fail_when: 'at-most',
      at_most: 1,
      assignee_role_id: null,
      priority: 'high',
      due_hours: 24,
      evidence: 'photo',
    },
  ],
  roles: [],
};
const rule = (change: Partial<DraftRule>): DraftRule => ({ ...draftOf(settings).rules[0]!, ...change });

describe('the cash tolerance as typed', () => {
  it('takes an amount from $0 to $100,000, with cents, commas or a dollar sign', () => {
    for (const text of ['0', '5', '5.5', '12.34', '$25', '1,000', '100000', '100,000.00', ' 7 '])
      expect({ text, problem: toleranceProblem(text) }).toEqual({ text, problem: undefined });
  });

  it('says what is wrong with anything else', () => {
    expect(toleranceProblem('')).toBe('Enter an amount');
    expect(toleranceProblem('   ')).toBe('Enter an amount');
    expect(toleranceProblem('-1')).toBe('-1 cannot be negative');
    expect(toleranceProblem('1.234')).toBe('1.234 has more than 2 decimals');
    expect(toleranceProblem('3,50')).toBe('3,50: use a point for decimals (3.50)');
    expect(toleranceProblem('ten')).toBe('ten is not a number');
    expect(toleranceProblem('100000.01')).toBe('At most $100,000');
    expect(toleranceProblem('1234567890')).toBe('1234567890 is too large');
  });
});

describe('the hours an action is due in, as typed', () => {
  it('takes whole hours from 1 to a year', () => {
    for (const text of ['1', '24', '8,760', ' 48 '])
      expect({ text, problem: dueHoursProblem(text) }).toEqual({ text, problem: undefined });
  });

  it('says what is wrong with anything else', () => {
    expect(dueHoursProblem('')).toBe('Enter the hours');
    expect(dueHoursProblem('0')).toBe('At least 1 hour');
    expect(dueHoursProblem('8761')).toBe('At most a year');
    expect(dueHoursProblem('1.5')).toBe('1.5 is not a whole count');
    expect(dueHoursProblem('-2')).toBe('-2 is not a whole count');
    expect(dueHoursProblem('2h')).toBe('2h is not a number');
  });
});

describe('the "at most" score of a rule, as typed', () => {
  it('is asked for only while the rule fails at most at a score', () => {
    expect(atMostProblem(rule({ fail_when: 'zero', at_most: '' }))).toBeUndefined();
    expect(atMostProblem(rule({ fail_when: 'below-full', at_most: 'abc' }))).toBeUndefined();
    expect(atMostProblem(rule({ at_most: '' }))).toBe('Enter a score');
  });

  it('takes a whole score from 0 to a million', () => {
    expect(atMostProblem(rule({ at_most: '0' }))).toBeUndefined();
    expect(atMostProblem(rule({ at_most: '1,000,000' }))).toBeUndefined();
    expect(atMostProblem(rule({ at_most: '1000001' }))).toBe('1000001 is too large');
    expect(atMostProblem(rule({ at_most: '2.5' }))).toBe('2.5 is not a whole count');
  });
});

describe('the settings form', () => {
  it('starts from the settings as read, numbers as the text they show', () => {
    const draft = draftOf(settings);
    expect(draft.cash_tolerance).toBe('5.00');
    expect(draft.rules[0]).toMatchObject({ at_most: '1', due_hours: '24', role: '' });
    expect(
      draftOf({ ...settings, rules: [{ ...settings.rules[0]!, at_most: null, assignee_role_id: 4 }] }).rules[0],
    ).toMatchObject({ at_most: '', role: '4' });
  });

  it('flags each field under the key the server answers with', () => {
    const draft = {
      ...draftOf(settings),
      cash_tolerance: 'x',
      rules: [rule({}), rule({ due_hours: '0', at_most: '' })],
    };
    expect(problemsOf(draft)).toEqual({
      'chain.cash_tolerance': ['x is not a number'],
      'rules.1.due_hours': ['At least 1 hour'],
      'rules.1.at_most': ['Enter a score'],
    });
    expect(problemsOf(draftOf(settings))).toEqual({});
  });

  it('asks for no tolerance while cash counts raise no action and none is typed', () => {
    const off = { ...draftOf(settings), cash_count_actions: false, cash_tolerance: '' };
    expect(problemsOf(off)).toEqual({});
    expect(problemsOf({ ...off, cash_count_actions: true })).toEqual({ 'chain.cash_tolerance': ['Enter an amount'] });
    expect(settingsInputOf(off).chain.cash_tolerance).toBe(0);
  });

  it('sends numbers the contract takes, commas and dollar signs dropped', () => {
    const draft = {
      ...draftOf(settings),
      cash_tolerance: '$1,250.50',
      rules: [rule({ at_most: '1,000', due_hours: '1,000', role: '7' }), rule({ fail_when: 'zero', at_most: '9' })],
    };
    const input = settingsInputOf(draft);
    expect(input.chain.cash_tolerance).toBe(1250.5);
    expect(input.rules).toEqual([
      expect.objectContaining({ at_most: 1000, due_hours: 1000, assignee_role_id: 7 }),
      expect.objectContaining({ fail_when: 'zero', at_most: null, assignee_role_id: null }),
    ]);
    expect(ActionSettingsInputSchema.safeParse(input).success).toBe(true);
  });
});
