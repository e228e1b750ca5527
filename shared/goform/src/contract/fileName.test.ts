import { exportFileName } from './fileName';

describe('exportFileName', () => {
  it('names what the file holds, the device and the day it was made', () => {
    expect(exportFileName({ what: 'users', serial: '0000000000000001', days: ['2026-11-28'], extension: 'csv' })).toBe(
      'users_0000000000000001_2026-11-28.csv',
    );
  });

  it('keeps the range a download covers, then its qualifiers', () => {
    expect(
      exportFileName({ what: 'records', serial: 'CGXH2013', days: ['2026-11-01', '2026-11-28'], qualifiers: ['user2'], extension: 'csv' }),
    ).toBe('records_CGXH2013_2026-11-01_2026-11-28_user2.csv');
  });

  it('turns what a device could answer into no path and no header break', () => {
    expect(exportFileName({ what: 'backup', serial: '../"a b"/;x', days: ['2026-11-28'], extension: 'json' })).toBe(
      'backup_..-a-b-x_2026-11-28.json',
    );
  });

  it('leaves out a serial the console does not know yet', () => {
    expect(exportFileName({ what: 'users', serial: '', days: ['2026-11-28'], extension: 'csv' })).toBe('users_2026-11-28.csv');
  });
});
