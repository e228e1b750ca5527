import Papa from 'papaparse';
import { csvPlainText, IDENTIFY_MODES, isCardNumber, lacksNeededPin, userFormFields, wireUserGroup, type UserRow } from '@tac/goform';
import { CSV_COLUMNS } from '../../csv';

type CsvColumn = (typeof CSV_COLUMNS)[number];

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
  /** What the import does with the row: add a new user, or update the one with its ID (update mode). */
  action: 'add' | 'update';
  /** i18n keys (users:import.problems.*) of what is wrong; empty when the row can be imported. */
  problems: string[];
}

/** A user the device holds, as its list gives it: what an update compares a row with, and restores on a refusal. */
export type DeviceUser = Pick<UserRow, 'userid' | 'username' | 'cardid' | 'admin' | 'groupid' | 'identifymode'>;

/** What the device already holds, read before validating. */
export interface DeviceUsers {
  ids: ReadonlySet<string>;
  cards: ReadonlySet<string>;
  /** Each user by ID (update mode: whose card a card is, whether the user is an administrator). */
  byId?: ReadonlyMap<string, DeviceUser>;
}

/** The device's users as readImport takes them. */
export function deviceUsersOf(users: readonly DeviceUser[]): DeviceUsers {
  return {
    ids: new Set(users.map((u) => u.userid)),
    cards: new Set(users.map((u) => u.cardid).filter(Boolean)),
    byId: new Map(users.map((u) => [u.userid, u])),
  };
}

export type ParsedImport =
  | { ok: true; rows: ImportRow[]; /** The columns the file has: an update changes only these. */ columns: CsvColumn[] }
  | { ok: false; error: 'header' | 'empty' }
  | { ok: false; error: 'tooMany'; max: number };

/** The fields an import writes for a new user: every column (an absent one has its default). */
export function newUserFields(row: ImportRow): Pick<ImportRow, CsvColumn> {
  const { line: _line, problems: _problems, action: _action, ...fields } = row;
  return fields;
}

/**
 * The fields an import writes for a user it updates: only the columns the file has (a file
 * without cardid keeps every card); fingerprints, face, photo and PIN are never in a file, so
 * an update keeps them.
 */
export function updateFields(row: ImportRow, columns: readonly CsvColumn[]): Partial<Pick<ImportRow, CsvColumn>> & { userid: string } {
  const fields = newUserFields(row);
  return { ...Object.fromEntries(columns.map((c) => [c, fields[c]])), userid: row.userid };
}

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
 * With `update`, a row whose ID is on the device updates that user instead of being refused:
 * it may keep its own card, and the checks that depend on the stored user use it (`device.byId`).
 */
export function readImport(text: string, device: DeviceUsers, managesAdministrators: boolean, update = false): ParsedImport {
  const [header, ...body] = readCsvCells(text);
  if (!header) return { ok: false, error: 'empty' };
  const columns = header.map((h) => h.trim().toLowerCase());
  const at = Object.fromEntries(CSV_COLUMNS.map((c) => [c, columns.indexOf(c)])) as Record<CsvColumn, number>;
  if (at.userid < 0 || at.username < 0) return { ok: false, error: 'header' };
  if (body.length === 0) return { ok: false, error: 'empty' };
  if (body.length > IMPORT_MAX_ROWS) return { ok: false, error: 'tooMany', max: IMPORT_MAX_ROWS };

  const cardOwners = new Map([...(device.byId?.values() ?? [])].filter((u) => u.cardid).map((u) => [u.cardid, u.userid]));
  const seenIds = new Set<string>();
  const seenCards = new Set<string>();
  const rows = body.map((cells, index) => {
    const get = (c: CsvColumn) => (at[c] >= 0 ? (cells[at[c]] ?? '').trim() : '');
    const userid = get('userid');
    const stored = update && device.ids.has(userid) ? device.byId?.get(userid) : undefined;
    const row: ImportRow = {
      line: index + 2,
      userid,
      username: at.username >= 0 ? (cells[at.username] ?? '') : '',
      cardid: get('cardid'),
      admin: flag(get('admin')),
      groupid: int(get('groupid'), 1),
      identifymode: int(get('identifymode'), 0),
      action: stored ? 'update' : 'add',
      problems: [],
    };
    const problem = (key: string) => row.problems.push(key);
    const modeKept = stored !== undefined && (at.identifymode < 0 || row.identifymode === stored.identifymode);
    // The contract's rules of the user form, the ones the device applies.
    if (!userFormFields.userid.safeParse(row.userid).success) problem('userid');
    else if (device.ids.has(row.userid) && !stored) problem('useridExists');
    else if (seenIds.has(row.userid)) problem('useridRepeated');
    if (!userFormFields.username.safeParse(row.username).success) problem('username');
    if (row.cardid !== '') {
      if (!isCardNumber(row.cardid)) problem('cardid');
      // A user updated may keep the card it holds; any other user's card is taken.
      else if (device.cards.has(row.cardid) && !(stored && cardOwners.get(row.cardid) === row.userid)) problem('cardTaken');
      else if (seenCards.has(row.cardid)) problem('cardRepeated');
    }
    if (Number.isNaN(row.admin)) problem('admin');
    else if (row.admin === 1 && !managesAdministrators) problem('adminNotAllowed');
    // Changing an administrator user needs full rights too (the device refuses it otherwise).
    else if (stored?.admin === 1 && !managesAdministrators) problem('adminChangeNotAllowed');
    if (!userGroup.safeParse(row.groupid).success) problem('groupid');
    if (!IDENTIFY_MODES.some((m) => m.value === row.identifymode)) problem('identifymode');
    // A new user gets no PIN from an import: a PIN mode would leave it without one (the device refuses that).
    // A user updated keeps its PIN, and its stored mode already satisfies the rule (a file without the column
    // keeps the mode); a change to a PIN mode is flagged, since the list does not say whether the user has a PIN.
    else if (!modeKept && lacksNeededPin(row.identifymode, false)) problem('identifymodePin');
    seenIds.add(row.userid);
    if (row.cardid) seenCards.add(row.cardid);
    return row;
  });
  return { ok: true, rows, columns: CSV_COLUMNS.filter((c) => at[c] >= 0) };
}
