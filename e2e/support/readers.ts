import { spawnSync } from 'node:child_process';

/**
 * Readers nobody here wrote, for the files the console makes: poppler's pdftotext and pdftoppm
 * (Debian's poppler-utils, which .ci/run installs) and Python's openpyxl (the peers' venv,
 * scripts/lib/peers-venv.mjs). A reader that is missing fails the test that needs it.
 */
function run(command: string, args: readonly string[], what: string): string {
  const done = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (done.error) throw new Error(`${command} could not run (${done.error.message}): ${what}`);
  if (done.status !== 0) throw new Error(`${command} exited ${done.status}: ${done.stderr}`);
  return done.stdout;
}

const POPPLER = "install Debian's poppler-utils (.ci/run does)";

/** The PDF's text as pdftotext lays it out, pages apart by form feeds. */
export const pdfText = (pdf: string): string => run('pdftotext', ['-layout', pdf, '-'], POPPLER);

/** Renders the PDF's first page to `<png>.png` at 80 dpi with pdftoppm. */
export function renderFirstPage(pdf: string, png: string): void {
  run('pdftoppm', ['-r', '80', '-f', '1', '-l', '1', '-png', '-singlefile', pdf, png], POPPLER);
}

/** A cell as openpyxl reads it: a date and time as `{ date: ISO text }`, a number, a text, or null when empty. */
export type XlsxCell = string | number | { date: string } | null;

const READ_SHEET = `
import datetime, json, sys
import openpyxl
sheet = openpyxl.load_workbook(sys.argv[1]).active
cell = lambda v: {"date": v.isoformat()} if isinstance(v, (datetime.date, datetime.time)) else v
print(json.dumps({"frozen": sheet.freeze_panes, "rows": [[cell(v) for v in row] for row in sheet.iter_rows(values_only=True)]}))
`;

/** The first sheet of an XLSX as openpyxl reads it: its rows of cells and where its panes are frozen. */
export async function xlsxSheet(xlsx: string): Promise<{ frozen: string | null; rows: XlsxCell[][] }> {
  const { ensureVenv } = await import('../../scripts/lib/peers-venv.mjs');
  const python = ensureVenv(() => undefined);
  return JSON.parse(run(python, ['-c', READ_SHEET, xlsx], 'the peers venv has openpyxl (peers/requirements.txt)')) as { frozen: string | null; rows: XlsxCell[][] };
}
