import { join } from 'node:path';
import { checkReadings, namesText, reviewSection, unreadTexts, type ReadingLedger } from './readings';

const ROOT = join(__dirname, '../../..');

it('ships no text unread: every text new or changed since its reading has a recorded reading (npm run i18n:read)', () => {
  expect(checkReadings(ROOT)).toEqual([]);
});

describe('the reading ledger', () => {
  const ledger: ReadingLedger = { readings: { 'Reading (2026-11-28, doors)': { 'ac:door.open': 'aaa', 'ac:door.close': 'bbb' } } };
  const english = new Set(['ac:door.open', 'ac:door.close', 'ac:door.held']);

  it('calls a text unread when its wording changed in any language, or when it is new', () => {
    const current = new Map([
      ['ac:door.open', 'aaa'],
      ['ac:door.close', 'changed'],
      ['ac:door.held', 'ccc'],
    ]);
    expect(unreadTexts(ledger, current, english)).toEqual(['ac:door.close', 'ac:door.held']);
  });

  it('takes the section under its exact heading', () => {
    const review = '## Reading (2026-11-28, doors)\nkeys\n## Reading (2026-11-28, doors 2)\nother\n';
    expect(reviewSection(review, 'Reading (2026-11-28, doors)')).toBe('## Reading (2026-11-28, doors)\nkeys\n');
    expect(reviewSection(review, 'Reading (2026-11-28, door)')).toBeUndefined();
  });

  it('finds a text named by its key, its plural forms or its group, and not by its last word alone', () => {
    expect(namesText('| data-report:audit.kinds.lockout | … |', 'data-report:audit.kinds.lockout')).toBe(true);
    expect(namesText('audit.kinds.login/loginFailed/logout', 'data-report:audit.kinds.loginFailed')).toBe(true);
    expect(namesText('certificate.httpsOnly.confirmMessage_one/_other', 'network:certificate.httpsOnly.confirmMessage_other')).toBe(true);
    expect(namesText('door.relayStates.* in every language', 'access-control:door.relayStates.unlocked')).toBe(true);
    expect(namesText('the title of the page', 'data-report:audit.title')).toBe(false);
    expect(namesText('audit.kinds.login', 'data-report:audit.kinds.logout')).toBe(false);
  });
});
