import Papa from 'papaparse';
import { csvPlainText, IDENTIFY_MODES, isCardNumber, lacksNeededPin, userFormFields, wireUserGroup } from '@tac/goform';
import { CSV_COLUMNS } from '../../csv';

/** Rows one import may hold: imports run one call per user. */
export const IMPORT_MAX_ROWS = 1000;

export interface ImportRow {
  /** Line in the file (the header is line 1). */
  line: number;
  userid: string;
  username: string;
  cardid: string;
  admin: number;
  groupid: number;
  identifymode: number;
  /** i18n keys (users:import.problems.*) of what is wrong; empty when the row can be imported. */
  problems: string[];
}

/** What the device already holds, read before validating. */
export interface DeviceUsers {
  ids: ReadonlySet<string>;
  cards: ReadonlySet<string>;
}

export type ParsedImport = { ok: true; rows: ImportRow[] } | { ok: false; error: 'header' | 'empty' | 'tooMany' };

/**
 * CSV text to rows of cells, read by Papa Parse: quoted cells may hold separators, quotes and
 * line breaks; the separator is the one the file uses (`,`, or `;` as spreadsheets in
 * languages with a decimal comma write it, or a tab); a BOM and blank lines are skipped.
 * Cells come back without the export's formula guard (`csvPlainText`: `'=cmd` reads `=cmd`),
 * so an exported list imports as the very names the device holds.
 */
export function readCsvCells(text: string): string[][] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  return data.map((row) => row.map(csvPlainText));
}

/** The contract's group of a user (USER_GROUP). */
const userGroup = wireUserGroup();

const flag = (v: string) => (v === '' ? 0 : v === '1' ? 1 : v === '0' ? 0 : NaN);
const int = (v: string, fallback: number) => (v === '' ? fallback : /^\d+$/.test(v) ? Number(v) : NaN);

/**
 * Reads an exported-format CSV (comma-, semicolon- or tab-separated; header: userid, username, cardid[, admin, groupid,
 * identifymode]) and checks every row before anything is written: bad fields, ids and
 * cards repeated in the file or already on the device, administrators that this account
 * may not create (`managesAdministrators`: the device would refuse them).
 */
export function readImport(text: string, device: DeviceUsers, managesAdministrators: boolean): ParsedImport {
  const [header, ...body] = readCsvCells(text);
  if (!header) return { ok: false, error: 'empty' };
  const columns = header.map((h) => h.trim().toLowerCase());
  const at = Object.fromEntries(CSV_COLUMNS.map((c) => [c, columns.indexOf(c)])) as Record<(typeof CSV_COLUMNS)[number], number>;
  if (at.userid < 0 || at.username < 0) return { ok: false, error: 'header' };
  if (body.length === 0) return { ok: false, error: 'empty' };
  if (body.length > IMPORT_MAX_ROWS) return { ok: false, error: 'tooMany' };

  const seenIds = new Set<string>();
  const seenCards = new Set<string>();
  const rows = body.map((cells, index) => {
    const get = (c: (typeof CSV_COLUMNS)[number]) => (at[c] >= 0 ? (cells[at[c]] ?? '').trim() : '');
    const row: ImportRow = {
      line: index + 2,
      userid: get('userid'),
      username: at.username >= 0 ? (cells[at.username] ?? '') : '',
      cardid: get('cardid'),
      admin: flag(get('admin')),
      groupid: int(get('groupid'), 1),
      identifymode: int(get('identifymode'), 0),
      problems: [],
    };
    const problem = (key: string) => row.problems.push(key);
    // The contract's rules of the user form, the ones the device applies.
    if (!userFormFields.userid.safeParse(row.userid).success) problem('userid');
    else if (device.ids.has(row.userid)) problem('useridExists');
    else if (seenIds.has(row.userid)) problem('useridRepeated');
    if (!userFormFields.username.safeParse(row.username).success) problem('username');
    if (row.cardid !== '') {
      if (!isCardNumber(row.cardid)) problem('cardid');
      else if (device.cards.has(row.cardid)) problem('cardTaken');
      else if (seenCards.has(row.cardid)) problem('cardRepeated');
    }
    if (Number.isNaN(row.admin)) problem('admin');
    else if (row.admin === 1 && !managesAdministrators) problem('adminNotAllowed');
    if (!userGroup.safeParse(row.groupid).success) problem('groupid');
    if (!IDENTIFY_MODES.some((m) => m.value === row.identifymode)) problem('identifymode');
    // An imported user is new and gets no PIN: a PIN mode would leave it without one (the device refuses that).
    else if (lacksNeededPin(row.identifymode, false)) problem('identifymodePin');
    seenIds.add(row.userid);
    if (row.cardid) seenCards.add(row.cardid);
    return row;
  });
  return { ok: true, rows };
}
