// Makes the record list's XLSX and PDF through the console's own export code (the data-report
// remote's runExport, recordFiles and writers) against a running device, for readers written
// by others to check (peers/test_exports.py: openpyxl, pdftotext, pdftoppm).
//   tsx scripts/export-files.mts --url http://127.0.0.1:8080 --user admin --password … --lang en --out dir [--from D --to D --userid N --order asc]
// Prints the two files' paths as JSON. Exit 1 when the device refuses or cannot be reached.
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createInstance } from 'i18next';
import { PDF_FONT_FILES } from '../build/pdfFonts';
import { generatedLine } from '../remotes/data-report/src/common/download';
import { FACTORY_FORMAT } from '../remotes/data-report/src/common/format';
import { pdfWriter } from '../remotes/data-report/src/common/export/pdf';
import { runExport, type ExportFormat } from '../remotes/data-report/src/common/export/runExport';
import { xlsxWriter } from '../remotes/data-report/src/common/export/xlsx';
import type { PageReader } from '../remotes/data-report/src/common/export/readPages';
import { ROWS_PER_CALL } from '../remotes/data-report/src/common/export/readPages';
import { recordFiles } from '../remotes/data-report/src/screens/RecordList/recordFiles';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string' },
    lang: { type: 'string', default: 'en' },
    out: { type: 'string' },
    from: { type: 'string', default: '' },
    to: { type: 'string', default: '' },
    userid: { type: 'string', default: '' },
    order: { type: 'string', default: 'asc' },
  },
});
if (!args.url || !args.password || !args.out) throw new Error('--url, --password and --out are needed');
const base = `${args.url.replace(/\/$/, '')}/goform`;

async function call(name: string, fields: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}/${name}?${new URLSearchParams(fields)}`);
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  const answer = (await response.json()) as Record<string, unknown>;
  if (answer.code !== 'success') throw new Error(`${name}: ${JSON.stringify(answer)}`);
  return answer;
}

const { token } = (await call('chklogin', { userid: args.user ?? 'admin', password: args.password })) as { token: string };
const labels = await call('SetApplyParam', { token });
const statusLabel = (status: number) => String(labels[`status${status}`] ?? status);

const lang = args.lang ?? 'en';
const i18n = createInstance();
const messages = JSON.parse(await readFile(join(import.meta.dirname, '../remotes/data-report/src/locales', `${lang}.json`), 'utf8')) as object;
await i18n.init({ lng: lang, resources: { [lang]: { dataReport: messages } }, defaultNS: 'dataReport', interpolation: { escapeValue: false } });
const t = i18n.getFixedT(lang, 'dataReport') as unknown as (key: string) => string;

const readPage: PageReader = async (search, filter, start) =>
  (await call(search, { ...filter, token, start: String(start), limit: String(ROWS_PER_CALL) })) as never;

const order = args.order === 'desc' ? 'desc' : 'asc';
const definition = recordFiles({
  t,
  filter: { userid: args.userid ?? '', from: args.from ?? '', to: args.to ?? '', order },
  display: FACTORY_FORMAT,
  statusLabel,
  rtl: ['ar', 'fa', 'he'].includes(lang),
});
definition.table.header.push(generatedLine(t, lang));

const made: Record<string, string> = {};
for (const format of ['xlsx', 'pdf'] as ExportFormat[]) {
  const { file, name } = await runExport(format, definition, {
    readPage,
    signal: new AbortController().signal,
    onProgress: () => undefined,
    serial: '',
    makeWriter: async (table) =>
      format === 'xlsx' ? xlsxWriter(table) : pdfWriter(table, lang, async (file) => new Uint8Array(await readFile(PDF_FONT_FILES[file]))),
  });
  const path = join(args.out, `${lang}_${name}`);
  writeFileSync(path, new Uint8Array(await file.arrayBuffer()));
  made[format] = path;
}
console.log(JSON.stringify(made));
