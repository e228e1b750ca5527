import { leftToRight } from '@tac/i18n';
import { formatClock, formatDate, formatDateTime, formatMinutes } from './format';

describe('device display formats', () => {
  it('writes device times in each date format and clock the display group offers, isolated left to right', () => {
    expect(formatDateTime('2026-03-04 13:05:09', { dateformat: 'YYYY/MM/DD', timeformat: 24 })).toBe(leftToRight('2026/03/04 13:05:09'));
    expect(formatDateTime('2026-03-04 13:05:09', { dateformat: 'MM-DD-YYYY', timeformat: 12 })).toBe(leftToRight('03-04-2026 01:05:09 PM'));
    expect(formatDateTime('2026-03-04 00:00:00', { dateformat: 'DD-MM-YYYY', timeformat: 12 })).toBe(leftToRight('04-03-2026 12:00:00 AM'));
    expect(formatDate('2026-03-04', { dateformat: 'DD/MM/YYYY', timeformat: 24 })).toBe('04/03/2026');
    expect(formatClock('18:30', { dateformat: 'YYYY-MM-DD', timeformat: 12 })).toBe(leftToRight('06:30 PM'));
    expect(formatClock('', { dateformat: 'YYYY-MM-DD', timeformat: 12 })).toBe('');
  });

  it('leaves a text it cannot read as it came, and writes minutes as h:mm', () => {
    expect(formatDateTime('yesterday', { dateformat: 'YYYY-MM-DD', timeformat: 24 })).toBe('yesterday');
    expect(formatMinutes(0, 'en')).toBe('0:00');
    expect(formatMinutes(605, 'en')).toBe('10:05');
    expect(formatMinutes(605, 'fa')).toBe('۱۰:۰۵');
  });
});
