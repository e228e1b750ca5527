import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { CellKind, CellValue, ExportRow, ExportTable, TableWriter } from './table';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

/** Cell styles, by their index in cellXfs. */
const STYLE = { plain: 0, bold: 1, date: 2, datetime: 3, time: 4, decimal: 5 } as const;
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="${MAIN}"><numFmts count="4"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="166" formatCode="hh:mm"/><numFmt numFmtId="167" formatCode="0.0"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Sheet1';
}

// XML 1.0 has no place for most control characters; a device text holding one loses it.
// eslint-disable-next-line no-control-regex -- those characters are what this removes
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (text: string) =>
  text
    .replace(XML_FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const DAY_MS = 86_400_000;
/** Excel's day 0 (1899-12-30) is 25569 days before 1970-01-01. */
const EPOCH_DAYS = 25_569;

/** A device wall-clock text as an Excel serial (days, the time as its fraction); undefined when it is none. */
export function excelSerial(text: string): number | undefined {
  const m = /^(?:(\d{4})-(\d{2})-(\d{2}))?[ T]?(?:(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m || text.trim() === '') return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const time = (Number(h) * 3600 + Number(mi) * 60 + Number(s)) / 86_400;
  if (y === undefined) return time;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d)) / DAY_MS + EPOCH_DAYS + time;
}

const textCell = (ref: string, text: string, style: number = STYLE.plain) =>
  `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;

function cell(ref: string, kind: CellKind, value: CellValue): string {
  if (value === '') return '';
  if (kind === 'text') return textCell(ref, String(value));
  const number = kind === 'integer' || kind === 'decimal' ? Number(value) : excelSerial(String(value));
  if (number === undefined || !Number.isFinite(number)) return textCell(ref, String(value));
  const style = kind === 'integer' ? STYLE.plain : STYLE[kind];
  return `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${number}</v></c>`;
}

/**
 * An XLSX workbook of one sheet, written as it goes: the title, the filter and the time it was
 * made above a bold header row, which stays frozen; the rows stream through the zip's deflate,
 * so 200 000 of them never sit in memory as XML.
 */
export function xlsxWriter(table: ExportTable): TableWriter {
  const chunks: Uint8Array[] = [];
  let failure: Error | undefined;
  let finished: ((blob: Blob) => void) | undefined;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else {
      chunks.push(chunk);
      if (final) finished?.(new Blob(chunks as BlobPart[], { type: XLSX_TYPE }));
    }
  });
  const addFile = (name: string, text: string) => {
    const file = new ZipPassThrough(name);
    zip.add(file);
    file.push(strToU8(text), true);
  };
  addFile('[Content_Types].xml', CONTENT_TYPES);
  addFile('_rels/.rels', ROOT_RELS);
  addFile('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  addFile('xl/styles.xml', STYLES);
  addFile(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName(table.title))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );

  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  const headerRow = table.header.length + 3;
  const lines = [
    `<row r="1">${textCell('A1', table.title, STYLE.bold)}</row>`,
    ...table.header.map(({ label, value }, i) => `<row r="${i + 2}">${textCell(`A${i + 2}`, label, STYLE.bold)}${textCell(`B${i + 2}`, value)}</row>`),
    `<row r="${headerRow}">${table.columns.map((c, i) => textCell(`${columnLetters(i)}${headerRow}`, c.title, STYLE.bold)).join('')}</row>`,
  ];
  const view = `<sheetView workbookViewId="0"${table.rtl ? ' rightToLeft="1"' : ''}><pane ySplit="${headerRow}" topLeftCell="A${headerRow + 1}" activePane="bottomLeft" state="frozen"/></sheetView>`;
  const cols = table.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
  sheet.push(
    strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetViews>${view}</sheetViews><cols>${cols}</cols><sheetData>${lines.join('')}`),
  );
  let rowNumber = headerRow;

  return {
    add(rows: readonly ExportRow[]) {
      const xml = rows.map((row) => {
        rowNumber += 1;
        const cells = table.columns.map((c, i) => cell(`${columnLetters(i)}${rowNumber}`, c.kind, row.values[i] ?? '')).join('');
        return `<row r="${rowNumber}">${cells}</row>`;
      });
      sheet.push(strToU8(xml.join('')));
      return failure ? Promise.reject(failure) : Promise.resolve();
    },
    finish() {
      return new Promise<Blob>((resolve, reject) => {
        finished = resolve;
        sheet.push(strToU8('</sheetData></worksheet>'), true);
        zip.end();
        if (failure) reject(failure);
      });
    },
  };
}
