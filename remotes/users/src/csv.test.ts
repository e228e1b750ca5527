import type { UserRow } from '@tac/goform';
import { usersToCsv } from './csv';
import { readCsvCells } from './screens/UserList/importRows';

const user = (userid: string, username: string): UserRow => ({
  userid,
  username,
  cardid: '',
  admin: 0,
  groupid: 1,
  identifymode: 0,
  face: 0,
  fpcount: 0,
  photo: 0,
});

const NAMES = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r@x', "'=quoted", "O'Brien", 'Ana, "Novak"'];

describe('users CSV', () => {
  it('writes no cell a spreadsheet would run: formula-like text gets a leading apostrophe', () => {
    const csv = usersToCsv(NAMES.map((name, i) => user(String(i + 1), name)));
    // The file's own cells, quotes undone but the guard kept (what a spreadsheet reads).
    const lines = csv.trim().split('\r\n').slice(1);
    const names = lines.map((line) => {
      const quoted = /^\d+,"((?:[^"]|"")*)",/.exec(line);
      return quoted ? quoted[1]!.replaceAll('""', '"') : line.split(',')[1]!;
    });
    for (const name of names) expect(name).not.toMatch(/^[=+\-@\t\r]/);
    expect(names).toEqual([
      '\'=HYPERLINK("http://x","y")',
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
      "'\r@x",
      "''=quoted",
      "O'Brien",
      'Ana, "Novak"',
    ]);
  });

  it('reads back the very names it wrote, guard taken off, as the import reads them', () => {
    const csv = usersToCsv(NAMES.map((name, i) => user(String(i + 1), name)));
    expect(readCsvCells(csv).slice(1).map((row) => row[1])).toEqual(NAMES);
  });

  it('takes the guard off a cell written by the device or a spreadsheet too', () => {
    expect(readCsvCells("userid,username\r\n5,'=X\r\n6,'Tis\r\n")).toEqual([
      ['userid', 'username'],
      ['5', '=X'],
      ['6', "'Tis"],
    ]);
  });
});
