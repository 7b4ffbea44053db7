import { describe, expect, it } from 'vitest';
import { mergeFields } from './field-merge';

const leads = (open: string, mid: string) => ({ leads: { open_lead: open, mid_lead: mid }, notes: 'n' });

describe('mergeFields', () => {
  it('takes each side’s own change with no question when they changed different fields', () => {
    const merged = mergeFields(leads('', ''), leads('', 'Mia'), leads('Lena', ''));
    expect(merged.asked).toEqual([]);
    expect(merged.value).toEqual(leads('Lena', 'Mia'));
  });

  it('asks only about a field both sides changed differently, and keeps mine or theirs on it', () => {
    const base = leads('Ann', 'Bo');
    const mine = leads('Mine', 'Bo');
    const theirs = { leads: { open_lead: 'Theirs', mid_lead: 'Cy' }, notes: 'n' };
    const kept = mergeFields(base, mine, theirs, 'mine');
    expect(kept.asked).toEqual([{ path: 'leads.open_lead', mine: 'Mine', theirs: 'Theirs' }]);
    expect(kept.value).toEqual({ leads: { open_lead: 'Mine', mid_lead: 'Cy' }, notes: 'n' });
    expect(mergeFields(base, mine, theirs, 'theirs').value).toEqual(theirs);
  });

  it('does not ask when both sides made the same change', () => {
    const merged = mergeFields(leads('', ''), leads('Lena', ''), leads('Lena', ''));
    expect(merged.asked).toEqual([]);
    expect(merged.value).toEqual(leads('Lena', ''));
  });

  it('treats a list as one field and a field missing from mine as not edited', () => {
    const base = { names: ['Ann'], comments: 'old' };
    const merged = mergeFields<{ names?: string[]; comments?: string }>(
      base,
      { names: ['Ann', 'Bo'] },
      { names: ['Ann'], comments: 'new' },
    );
    expect(merged.asked).toEqual([]);
    expect(merged.value).toEqual({ names: ['Ann', 'Bo'], comments: 'new' });
    const both = mergeFields(base, { names: ['Ann', 'Bo'], comments: 'old' }, { names: ['Cy'], comments: 'old' });
    expect(both.asked.map((a) => a.path)).toEqual(['names']);
  });

  it('asks about every difference when the base is unknown', () => {
    const merged = mergeFields(undefined, leads('', 'Mia'), leads('Lena', ''));
    expect(merged.asked.map((a) => a.path)).toEqual(['leads.open_lead', 'leads.mid_lead']);
    expect(merged.value).toEqual(leads('', 'Mia'));
  });
});
