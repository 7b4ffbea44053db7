import { describe, expect, it } from 'vitest';
import { listOfPlaces, mergeFields, placesOf } from './field-merge';

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

describe('lists merged by place', () => {
  type Line = { description: string; qty: string };
  const line = (description: string, qty = '1'): Line => ({ description, qty });
  const merge = (base: Line[], mine: Line[], theirs: Line[], prefer: 'mine' | 'theirs' = 'mine') => {
    const n = base.length;
    const merged = mergeFields(placesOf(base, n), placesOf(mine, n), placesOf(theirs, n), prefer);
    return { lines: listOfPlaces<Line>(merged.value), asked: merged.asked.map((a) => a.path) };
  };
  const base = [line('Muffin'), line('Bagel')];

  it('keeps both sides’ changes to different lines, and to different cells of one line, with no question', () => {
    expect(merge(base, [line('Muffin'), line('Stale bagel')], [line('Muffin', '4'), line('Bagel')])).toEqual({
      lines: [line('Muffin', '4'), line('Stale bagel')],
      asked: [],
    });
    expect(merge(base, [line('Muffin'), line('Bagel', '3')], [line('Muffin'), line('Old bagel')])).toEqual({
      lines: [line('Muffin'), line('Old bagel', '3')],
      asked: [],
    });
  });

  it('asks about a cell both changed, by its place', () => {
    const mine = [line('Muffin'), line('Bagel', '2')];
    const theirs = [line('Muffin'), line('Bagel', '5')];
    expect(merge(base, mine, theirs)).toEqual({ lines: mine, asked: ['2.qty'] });
    expect(merge(base, mine, theirs, 'theirs').lines).toEqual(theirs);
  });

  it('takes a line one side added or removed, and asks about a line both added at one place', () => {
    expect(merge(base, [...base, line('Scone')], base).lines).toEqual([...base, line('Scone')]);
    expect(merge(base, base, [line('Muffin')]).lines).toEqual([line('Muffin')]);
    expect(merge(base, [line('Muffin')], base).lines).toEqual([line('Muffin')]);
    const both = merge(base, [...base, line('Scone')], [...base, line('Cookie')]);
    expect(both.asked).toEqual(['3.description']);
    expect(both.lines).toEqual([...base, line('Scone')]);
  });

  it('asks about a line one side edited and the other removed', () => {
    const merged = merge(base, [line('Muffin'), line('Bagel', '9')], [line('Muffin')]);
    expect(merged.asked).toEqual(['2']);
    expect(merged.lines).toEqual([line('Muffin'), line('Bagel', '9')]);
    expect(merge(base, [line('Muffin'), line('Bagel', '9')], [line('Muffin')], 'theirs').lines).toEqual([
      line('Muffin'),
    ]);
  });

  it('takes a removal in the middle when the other side left the list alone', () => {
    expect(merge(base, [line('Bagel')], base)).toEqual({ lines: [line('Bagel')], asked: [] });
  });
});
