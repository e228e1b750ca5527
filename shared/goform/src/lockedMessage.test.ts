import { initI18n, setLanguage } from '@tac/i18n';
import { lockedMessage } from './loginCall';

/** The lockout's wait in the console language (issue 34, walk #18): the unit and its plural are Intl's. */
describe('lockedMessage', () => {
  beforeAll(() => initI18n());
  afterAll(() => setLanguage('en'));

  it('rounds up to whole minutes, and says seconds under a minute', async () => {
    await setLanguage('en');
    expect(lockedMessage(300)).toBe('Too many attempts: try again in 5 minutes');
    expect(lockedMessage(61)).toBe('Too many attempts: try again in 2 minutes');
    expect(lockedMessage(60)).toBe('Too many attempts: try again in 1 minute');
    expect(lockedMessage(4)).toBe('Too many attempts: try again in 4 seconds');
  });

  it('writes the time in the console language, its code mapped for Intl (zhCN, ru)', async () => {
    await setLanguage('zhCN');
    expect(lockedMessage(300)).toBe('尝试次数过多，请在5分钟后重试');
    await setLanguage('ru');
    expect(lockedMessage(60)).toBe('Слишком много попыток. Время до следующей попытки: 1 минута');
  });
});
