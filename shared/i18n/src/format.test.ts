import { formatDateTime, formatList, formatNumber } from './format';

it('formats numbers with the language’s own digits and separators', () => {
  expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
  expect(formatNumber(12345.5, 'de')).toBe('12.345,5');
  expect(formatNumber(12345, 'fa')).toBe('۱۲٬۳۴۵');
});

it('takes the console’s own language codes, which Intl alone refuses', () => {
  expect(() => new Intl.NumberFormat('zhCN')).toThrow(RangeError);
  expect(formatNumber(1.5, 'zhCN', { minimumFractionDigits: 2 })).toBe('1.50');
});

it('formats dates in the language’s order', () => {
  const date = new Date(2026, 2, 4);
  expect(formatDateTime(date, 'en', { dateStyle: 'short' })).toBe('3/4/26');
  expect(formatDateTime(date, 'de', { dateStyle: 'short' })).toBe('04.03.26');
});

it('joins lists the language’s way', () => {
  expect(formatList(['users', 'records', 'settings'], 'en')).toBe('users, records, and settings');
  expect(formatList(['a', 'b'], 'de')).toBe('a und b');
  expect(formatList(['1', '2', '3'], 'ar')).toBe('1 و2 و3');
  expect(formatList(['1', '2', '3'], 'zhCN')).toBe('1、2和3');
});
