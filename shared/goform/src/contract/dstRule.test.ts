import { dstGroup, type DstSettings } from './settings';
import { dstDay, dstRuleWarnings } from './dstRule';

const rule = (over: Partial<DstSettings>): DstSettings => ({ ...dstGroup.defaults, mode: 'week', offset: 1, ...over }) as DstSettings;

describe('dstDay', () => {
  it('finds the n-th, the last and the penultimate weekday of a month', () => {
    // March 2026 starts on a Sunday: Sundays 1, 8, 15, 22, 29.
    expect(dstDay(rule({ startmonth: 3, startweek: '2', startweekday: 'sun' }), 'start', 2026)).toBe(8);
    expect(dstDay(rule({ startmonth: 3, startweek: 'last', startweekday: 'sun' }), 'start', 2026)).toBe(29);
    expect(dstDay(rule({ startmonth: 3, startweek: 'penult', startweekday: 'sun' }), 'start', 2026)).toBe(22);
  });

  it('takes the last weekday for a 5th or 6th the month does not have', () => {
    // February 2026: Sundays 1, 8, 15, 22.
    expect(dstDay(rule({ endmonth: 2, endweek: '5', endweekday: 'sun' }), 'end', 2026)).toBe(22);
    expect(dstDay(rule({ endmonth: 2, endweek: '6', endweekday: 'sun' }), 'end', 2026)).toBe(22);
  });

  it('is the day itself in the date format', () => {
    expect(dstDay(rule({ mode: 'date', startmonth: 4, startday: 12 }), 'start', 2026)).toBe(12);
  });
});

describe('dstRuleWarnings', () => {
  const usual = { startmonth: 3, startweek: 'last', startweekday: 'sun', endmonth: 10, endweek: 'last', endweekday: 'sun' } as const;

  it('has nothing to say of a usual rule, or of one switched off', () => {
    expect(dstRuleWarnings(rule(usual), 2026)).toEqual([]);
    expect(dstRuleWarnings(rule({ ...usual, mode: 'disable', offset: 0, startweek: '6' }), 2026)).toEqual([]);
  });

  it('says a 6th weekday never happens, at either end', () => {
    expect(dstRuleWarnings(rule({ ...usual, startmonth: 2, startweek: '6' }), 2026)).toEqual([{ kind: 'neverExists', edge: 'start' }]);
    expect(dstRuleWarnings(rule({ ...usual, endweek: '6', endweekday: 'mon' }), 2026)).toEqual([{ kind: 'neverExists', edge: 'end' }]);
  });

  it('names the first year, this one included, of a 5th weekday, which a month has only in some years', () => {
    // A 5th Sunday of February is a 29 February on a Sunday: 2032.
    expect(dstRuleWarnings(rule({ ...usual, startmonth: 2, startweek: '5' }), 2026)).toEqual([{ kind: 'someYears', edge: 'start', next: 2032 }]);
    // March 2026 has five Sundays, Mondays and Tuesdays; five Thursdays next in 2028.
    expect(dstRuleWarnings(rule({ ...usual, endmonth: 3, endweek: '5', endweekday: 'thu' }), 2026)).toEqual([{ kind: 'someYears', edge: 'end', next: 2028 }]);
    expect(dstRuleWarnings(rule({ ...usual, startmonth: 3, startweek: '5', startweekday: 'sun' }), 2026)).toEqual([{ kind: 'someYears', edge: 'start', next: 2026 }]);
  });

  it('says a shift of +0 hours changes nothing, in either format', () => {
    expect(dstRuleWarnings(rule({ ...usual, offset: 0 }), 2026)).toEqual([{ kind: 'noShift' }]);
    expect(dstRuleWarnings(rule({ mode: 'date', offset: 0, startmonth: 3, startday: 1, endmonth: 10, endday: 1 }), 2026)).toEqual([{ kind: 'noShift' }]);
  });

  it('says when start and end fall on one day, a 6th taken as the last included', () => {
    expect(dstRuleWarnings(rule({ ...usual, endmonth: 3 }), 2026)).toEqual([{ kind: 'sameDay', year: 2026 }]);
    expect(dstRuleWarnings(rule({ ...usual, startmonth: 2, startweek: '6', endmonth: 2 }), 2026)).toEqual([
      { kind: 'neverExists', edge: 'start' },
      { kind: 'sameDay', year: 2026 },
    ]);
  });
});
