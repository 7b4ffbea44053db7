// The words go through the portal's catalogue: English is active from the start, as in the app.
import '../i18n/i18n';
import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { flaggedText, refuseFlagged } from './number-fields';

const shownToasts = () =>
  notificationsStore.getState().notifications.map((n) => ({ title: n.title, message: n.message }));

afterEach(() => {
  document.body.innerHTML = '';
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

describe('the words under a form with flagged numbers', () => {
  it('counts the values to fix, one or many', () => {
    expect(flaggedText(1)).toBe('1 value to fix before saving');
    expect(flaggedText(2)).toBe('2 values to fix before saving');
    expect(flaggedText(0)).toBe('0 values to fix before saving');
  });
});

describe('Save on a form with flagged numbers', () => {
  it('goes on when nothing is flagged, saying nothing', () => {
    document.body.innerHTML = '<input id="a" data-number-problem>';
    expect(refuseFlagged(0)).toBe(false);
    expect(shownToasts()).toEqual([]);
    expect(document.activeElement).not.toBe(document.getElementById('a'));
  });

  it('stops, says why and takes the person to the first flagged field', () => {
    document.body.innerHTML =
      '<input id="ok"><input id="first" data-number-problem><input id="second" data-number-problem>';
    expect(refuseFlagged(2)).toBe(true);
    expect(shownToasts()).toEqual([{ title: 'Error', message: 'Nothing was saved: 2 values to fix before saving' }]);
    expect(document.activeElement?.id).toBe('first');
  });

  it('says the page’s own words when it gives them', () => {
    expect(refuseFlagged(1, 'Fix the count first')).toBe(true);
    expect(shownToasts()).toEqual([{ title: 'Error', message: 'Fix the count first' }]);
  });
});
