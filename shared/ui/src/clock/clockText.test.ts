import { dateFnsPattern, datePattern, readDate, readTime, showDate, showTime } from './clockText';

describe('dates in the device\'s date format', () => {
  it.each([
    ['YYYY-MM-DD', '2026-11-26'],
    ['YYYY/MM/DD', '2026/11/26'],
    ['DD/MM/YYYY', '26/11/2026'],
    ['DD-MM-YYYY', '26-11-2026'],
    ['MM/DD/YYYY', '11/26/2026'],
    ['MM-DD-YYYY', '11-26-2026'],
  ])('%s writes 2026-11-26 as %s and reads it back', (format, shown) => {
    expect(showDate('2026-11-26', format)).toBe(shown);
    expect(readDate(shown, format)).toBe('2026-11-26');
  });

  it('reads one-digit days and months, any separator, the wire spelling and Arabic-Indic digits', () => {
    expect(readDate('3/4/2026', 'MM/DD/YYYY')).toBe('2026-03-04');
    expect(readDate('3.4.2026', 'DD/MM/YYYY')).toBe('2026-04-03');
    expect(readDate('3 4 2026', 'DD-MM-YYYY')).toBe('2026-04-03');
    expect(readDate('2026-04-03', 'MM/DD/YYYY')).toBe('2026-04-03');
    expect(readDate('٠٣/٠٤/٢٠٢٦', 'DD/MM/YYYY')).toBe('2026-04-03');
  });

  it('refuses what names no day', () => {
    expect(readDate('31.02.2026', 'DD/MM/YYYY')).toBeUndefined();
    expect(readDate('26.11.26', 'DD/MM/YYYY')).toBeUndefined();
    expect(readDate('tomorrow', 'YYYY-MM-DD')).toBeUndefined();
    expect(readDate('', 'YYYY-MM-DD')).toBeUndefined();
  });

  it('takes a format it does not know for the factory one', () => {
    expect(showDate('2026-11-26', 'DD.MM')).toBe('2026-11-26');
    expect(dateFnsPattern('DD.MM')).toBe('yyyy-MM-dd');
  });
});

describe('a date format in a language\'s letters', () => {
  it('spells the parts in the order and with the separators of the format', () => {
    expect(datePattern('YYYY-MM-DD', { year: 'YYYY', month: 'MM', day: 'DD' })).toBe('YYYY-MM-DD');
    expect(datePattern('DD/MM/YYYY', { year: 'JJJJ', month: 'MM', day: 'TT' })).toBe('TT/MM/JJJJ');
    expect(datePattern('YYYY/MM/DD', { year: '年', month: '月', day: '日' })).toBe('年/月/日');
  });

  it('keeps right-to-left words in the order of the digits: a left-to-right mark first and by each separator', () => {
    expect(datePattern('DD/MM/YYYY', { year: 'سنة', month: 'شهر', day: 'يوم' })).toBe('\u200eيوم\u200e/\u200eشهر\u200e/\u200eسنة');
  });
});

describe('times on the device clock', () => {
  it.each(['8', '8:00', '08:00', '0800', '800', '8.00', '8 am', '8:00 AM'])('reads %s as 08:00', (typed) => {
    expect(readTime(typed, 'en')).toBe('08:00');
  });

  it.each([
    ['20:30', 'en'],
    ['8:30 PM', 'en'],
    ['8:30 pm', 'ru'],
    ['下午8:30', 'zhCN'],
    ['8:30 م', 'ar'],
    ['8:30 p. m.', 'es'],
  ])('reads %s (%s) as 20:30', (typed, lang) => {
    expect(readTime(typed, lang)).toBe('20:30');
  });

  it('reads 12 AM as midnight and 12 PM as noon, and keeps seconds when asked', () => {
    expect(readTime('12:15 AM', 'en')).toBe('00:15');
    expect(readTime('12:15 PM', 'en')).toBe('12:15');
    expect(readTime('8:05:09', 'en', true)).toBe('08:05:09');
    expect(readTime('8:05', 'en', true)).toBe('08:05:00');
  });

  it.each(['24:00', '8:60', '13 pm', 'noon', '8:5', ''])('refuses %s', (typed) => {
    expect(readTime(typed, 'en')).toBeUndefined();
  });

  it('writes a time in the 24 hour or the 12 hour clock of the language', () => {
    expect(showTime('20:30', 'en', 24)).toBe('20:30');
    expect(showTime('20:30', 'en', 12)).toBe('8:30 PM');
    expect(showTime('20:30', 'zhCN', 12)).toBe('下午8:30');
    expect(showTime('20:30', 'ar', 12)).toBe('8:30 م');
    expect(showTime('08:05:09', 'ru', 24)).toBe('08:05:09');
    expect(showTime('', 'en', 24)).toBe('');
  });
});
