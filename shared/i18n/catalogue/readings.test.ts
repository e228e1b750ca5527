import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkReadings, namesText, readingDateProblem, readLedger, reviewSection, unreadTexts, type ReadingLedger } from './readings';

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

  it('finds a text of a list that goes on after its path (pushLink.title, state), and a key of one part by its namespace', () => {
    expect(namesText('common pushLink.title, state, states.off/online', 'common:pushLink.state')).toBe(true);
    expect(namesText('events.kinds.recordLogFull, punchNotRecorded', 'data-report:events.kinds.punchNotRecorded')).toBe(true);
    expect(namesText('shell:title read in every language', 'shell:title')).toBe(true);
    expect(namesText('the title read in every language', 'shell:title')).toBe(false);
  });

  it('does not take a key named in passing, its words in a sentence, as read', () => {
    expect(namesText('Nothing read. The status page has a title.', 'shell:status.title')).toBe(false);
    expect(namesText('The door is in its status.\nIts title stays.', 'shell:status.title')).toBe(false);
  });

  it.each([
    ['Reading (2026-11-28, doors)', undefined],
    ['Reading (2026-11-29, doors)', undefined],
    ['Reading (doors)', 'carries no date'],
    ['Reading 2026-11-28 doors', 'carries no date'],
    ['Reading (2026-02-30, doors)', 'dates it 2026-02-30, no day of the calendar'],
    ['Reading (2027-01-01, doors)', 'dates it after today'],
  ])('dates a reading by a day of the calendar, not after today: "%s"', (heading, problem) => {
    expect(readingDateProblem(heading, new Date('2026-11-28T18:00:00Z'))).toBe(problem);
  });
});

it('holds every reading recorded since the ledger began to the sections that name its texts', () => {
  const review = readFileSync(join(ROOT, 'shared/i18n/REVIEW.md'), 'utf8');
  const [opening, ...recorded] = Object.entries(readLedger(ROOT).readings);
  expect(opening![0]).toMatch(/the ledger begins/);
  for (const [heading, texts] of recorded) {
    const section = reviewSection(review, heading);
    expect({ heading, unnamed: Object.keys(texts).filter((id) => !section || !namesText(section, id)) }).toEqual({ heading, unnamed: [] });
  }
});
