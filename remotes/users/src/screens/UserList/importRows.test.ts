import { usersToCsv } from '../../csv';
import { readCsvCells, readImport } from './importRows';

const device = { ids: new Set(['1']), cards: new Set(['5000']) };

it('parses quoted cells with commas, quotes and line breaks, and skips a BOM', () => {
  expect(readCsvCells('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\r\n')).toEqual([
    ['a', 'b'],
    ['x, y', 'say "hi"\nthere'],
  ]);
});

it('reads back what Export writes, formula-looking names as they were (the export guard taken off)', () => {
  const csv = usersToCsv([
    { userid: '7', username: '=cmd, "x"', cardid: '', admin: 1, groupid: 2, identifymode: 4, face: 0, fpcount: 0, photo: 0 },
  ]);
  const parsed = readImport(csv, { ids: new Set(), cards: new Set() }, true);
  expect(parsed).toEqual({
    ok: true,
    rows: [
      { line: 2, userid: '7', username: '=cmd, "x"', cardid: '', admin: 1, groupid: 2, identifymode: 4, problems: [] },
    ],
  });
});

it('flags each bad row before anything is written', () => {
  const parsed = readImport(
    [
      'userid,username,cardid',
      '1,Exists On Device,',
      '20,Fine,6000',
      '20,Repeated Id,',
      'abc,Bad Id,',
      '21,,',
      '22,Card Taken,5000',
      '23,Card Repeated,6000',
      '24,Card Bad,12345678901',
    ].join('\n'),
    device,
    true,
  );
  if (!parsed.ok) throw new Error('not parsed');
  expect(parsed.rows.map((r) => [r.line, r.problems])).toEqual([
    [2, ['useridExists']],
    [3, []],
    [4, ['useridRepeated']],
    [5, ['userid']],
    [6, ['username']],
    [7, ['cardTaken']],
    [8, ['cardRepeated']],
    [9, ['cardid']],
  ]);
});

it('refuses a file without the userid and username columns, or without rows', () => {
  expect(readImport('id,name\n1,A\n', device, true)).toEqual({ ok: false, error: 'header' });
  expect(readImport('userid,username\n', device, true)).toEqual({ ok: false, error: 'empty' });
});

it('flags administrator rows for an account that may not create administrators, and only for it', () => {
  const csv = 'userid,username,cardid,admin\n30,Boss,,1\n31,Staff,,0\n';
  const asOperator = readImport(csv, device, false);
  const asAdmin = readImport(csv, device, true);
  if (!asOperator.ok || !asAdmin.ok) throw new Error('not parsed');
  expect(asOperator.rows.map((r) => r.problems)).toEqual([['adminNotAllowed'], []]);
  expect(asAdmin.rows.map((r) => r.problems)).toEqual([[], []]);
});

it.each([
  ['semicolons, as Excel writes CSV in de, ru, es…', 'userid;username;cardid\r\n40;"Müller; Anna";7001\r\n41;Petrov, Ivan;\r\n'],
  ['tabs', 'userid\tusername\tcardid\n40\tMüller; Anna\t7001\n41\tPetrov, Ivan\t\n'],
])('imports a file separated by %s', (_, csv) => {
  const parsed = readImport(csv, device, true);
  if (!parsed.ok) throw new Error(`not parsed: ${parsed.error}`);
  expect(parsed.rows.map((r) => [r.userid, r.username, r.cardid, r.problems])).toEqual([
    ['40', 'Müller; Anna', '7001', []],
    ['41', 'Petrov, Ivan', '', []],
  ]);
});

it('keeps a comma file whole when a name holds a semicolon', () => {
  const parsed = readImport('userid,username\n50,Smith; John\n51,Lee\n', device, true);
  if (!parsed.ok) throw new Error('not parsed');
  expect(parsed.rows.map((r) => r.username)).toEqual(['Smith; John', 'Lee']);
});

it('flags a PIN identify mode: an imported user has no PIN, and the device refuses a PIN mode without one', () => {
  const parsed = readImport('userid,username,cardid,admin,groupid,identifymode\n50,Pin Only,,0,1,3\n51,Card And Pin,7002,0,1,7\n52,Card,7003,0,1,2\n', device, true);
  if (!parsed.ok) throw new Error('not parsed');
  expect(parsed.rows.map((r) => [r.userid, r.problems])).toEqual([
    ['50', ['identifymodePin']],
    ['51', ['identifymodePin']],
    ['52', []],
  ]);
});
