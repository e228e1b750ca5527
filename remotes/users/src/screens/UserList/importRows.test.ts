import { usersToCsv } from '../../csv';
import { deviceUsersOf, readCsvCells, readImport, updateFields } from './importRows';

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
      { line: 2, userid: '7', username: '=cmd, "x"', cardid: '', admin: 1, groupid: 2, identifymode: 4, action: 'add', problems: [] },
    ],
    columns: ['userid', 'username', 'cardid', 'admin', 'groupid', 'identifymode'],
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

describe('update mode', () => {
  const stored = [
    { userid: '1', username: 'Ana', cardid: '5000', admin: 0, groupid: 1, identifymode: 3 },
    { userid: '2', username: 'Boss', cardid: '', admin: 1, groupid: 1, identifymode: 0 },
    { userid: '3', username: 'Li', cardid: '6000', admin: 0, groupid: 1, identifymode: 0 },
  ];
  const onDevice = deviceUsersOf(stored);

  it('updates a row whose ID is on the device instead of refusing it, and adds the others', () => {
    const parsed = readImport('userid,username,cardid\n1,Ana Lima,5000\n9,New,\n', onDevice, true, true);
    if (!parsed.ok) throw new Error('not parsed');
    expect(parsed.rows.map((r) => [r.userid, r.action, r.problems])).toEqual([
      ['1', 'update', []],
      ['9', 'add', []],
    ]);
    const without = readImport('userid,username,cardid\n1,Ana Lima,5000\n', onDevice, true, false);
    if (!without.ok) throw new Error('not parsed');
    expect(without.rows[0]).toMatchObject({ action: 'add', problems: ['useridExists', 'cardTaken'] });
  });

  it('lets a user keep its own card but not take another user’s', () => {
    const parsed = readImport('userid,username,cardid\n1,Ana,5000\n3,Li,5000\n', onDevice, true, true);
    if (!parsed.ok) throw new Error('not parsed');
    expect(parsed.rows.map((r) => r.problems)).toEqual([[], ['cardTaken']]);
  });

  it('keeps a stored PIN identify mode, flags a change to one, and an administrator user for an operator', () => {
    const csv = 'userid,username,cardid,admin,groupid,identifymode\n1,Ana,5000,0,1,3\n3,Li,6000,0,1,3\n2,Boss,,1,1,0\n';
    const asOperator = readImport(csv, onDevice, false, true);
    if (!asOperator.ok) throw new Error('not parsed');
    expect(asOperator.rows.map((r) => [r.userid, r.problems])).toEqual([
      ['1', []],
      ['3', ['identifymodePin']],
      ['2', ['adminNotAllowed']],
    ]);
    const nameOnly = readImport('userid,username\n2,Boss Two\n', onDevice, false, true);
    if (!nameOnly.ok) throw new Error('not parsed');
    expect(nameOnly.rows.map((r) => r.problems)).toEqual([['adminChangeNotAllowed']]);
  });

  it('writes for an update only the columns the file has, so a file without cardid keeps every card', () => {
    const parsed = readImport('userid,username\n1,Ana Lima\n', onDevice, true, true);
    if (!parsed.ok) throw new Error('not parsed');
    expect(parsed.columns).toEqual(['userid', 'username']);
    expect(parsed.rows.map((r) => updateFields(r, parsed.columns))).toEqual([{ userid: '1', username: 'Ana Lima' }]);
  });
});
