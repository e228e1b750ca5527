// The console's load figures in Chromium (issue 20), called by scripts/bench.mjs:
//  - loginLoad: first load of /login, cold cache: every request until the form is usable and the
//    network is idle; JS + CSS as received and as gzip; then a second visit in the same context
//    (warm cache): the bytes that still move;
//  - loginToRows: log in → first rows of the user list, from the login answer (the
//    /goform/chklogin response) to the rows shown; bytes, requests and remoteEntry.js fetched
//    before them; fresh context (cold cache) each run, on the loopback or the slow link;
//  - sectionChunks: for each section of remotes.json, a fresh context logs in and opens the
//    section's first screen: the remote's own chunks received (not its remoteEntry.js, not what it
//    shares), gzip.
// Nothing here depends on how /login is built: the form is found by its labels (English).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, isPrefetch, recordNetwork, summarize } from './network.mjs';
import { ADMIN_PASSWORD, root } from '../lib/device-server.mjs';

/** The mark the login page sets when its work for the console begins (shell/src/startup/prefetchConsole.ts). */
const CONSOLE_AHEAD_MARK = 'tac-console-ahead';
const shellTexts = JSON.parse(readFileSync(join(root, 'shared/i18n/src/locales/en/shell.json'), 'utf8'));
const LOGIN = { userName: shellTexts.login.userName, password: shellTexts.login.password, submit: shellTexts.login.submit };
const ADMIN = { user: 'admin', password: ADMIN_PASSWORD };
const TIMEOUT = 120_000;

const newContext = (browser) => browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** The form can be filled and sent: both fields editable, the button enabled. */
async function formUsable(page) {
  await page.getByLabel(LOGIN.userName).waitFor({ state: 'visible', timeout: TIMEOUT });
  await page.getByLabel(LOGIN.password, { exact: true }).waitFor({ state: 'visible', timeout: TIMEOUT });
  const button = page.getByRole('button', { name: LOGIN.submit, exact: true });
  await button.waitFor({ state: 'visible', timeout: TIMEOUT });
  for (let i = 0; i < 600 && !(await button.isEnabled()); i++) await page.waitForTimeout(50);
  for (let i = 0; i < 600 && !(await page.getByLabel(LOGIN.userName).isEditable()); i++) await page.waitForTimeout(50);
}

/**
 * Types like a person (150 ms a key, about 3 s for admin and a 12-character password): the login page starts
 * loading the console at the first keystroke, as it would for a real visitor.
 */
const KEY_DELAY_MS = 150;

async function submitLogin(page) {
  await page.getByLabel(LOGIN.userName).pressSequentially(ADMIN.user, { delay: KEY_DELAY_MS });
  await page.getByLabel(LOGIN.password, { exact: true }).pressSequentially(ADMIN.password, { delay: KEY_DELAY_MS });
  await page.getByRole('button', { name: LOGIN.submit, exact: true }).click();
}

/**
 * Opens /login and waits for a usable form and (unless `quiet` is false: a visitor who types
 * at once) a quiet network; returns when it started and how long the form took to be usable (ms).
 */
async function openLogin(page, net, baseUrl, { quiet = true, path = '/login' } = {}) {
  const t0 = Date.now();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit', timeout: TIMEOUT });
  await formUsable(page);
  const usableMs = Date.now() - t0;
  if (quiet) await net.idle();
  return { t0, usableMs };
}

/** The first start or last end (`pick`) of some entries, in ms since t0; null when there are none. */
const edgeMs = (entries, t0, key, pick) => (entries.length ? Math.round(pick(...entries.map((e) => e[key] ?? e.start)) - t0) : null);

/** First load of /login (cold cache), then a second visit in the same context (warm cache). */
export async function loginLoad(browser, baseUrl) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const net = await recordNetwork(page);
    const { t0, usableMs } = await openLogin(page, net, baseUrl);
    await net.settle();
    // The page's own load (what the form needs) apart from what it does for the console once
    // idle: everything asked for from its mark on (shell/src/startup/prefetchConsole.ts).
    const aheadAt = await page.evaluate((name) => {
      const mark = performance.getEntriesByName(name)[0];
      return mark ? performance.timeOrigin + mark.startTime : null;
    }, CONSOLE_AHEAD_MARK);
    const idleFrom = aheadAt ?? Math.min(...net.entries.filter(isPrefetch).map((e) => e.start));
    const prefetched = net.entries.filter((e) => e.start >= idleFrom);
    const page_ = net.entries.filter((e) => e.start < idleFrom);
    const first = {
      ...summarize(page_),
      usableMs,
      files: page_.map((e) => describe(e, t0)),
      prefetched: { ...summarize(prefetched), startMs: edgeMs(prefetched, t0, 'start', Math.min), doneMs: edgeMs(prefetched, t0, 'end', Math.max), files: prefetched.map((e) => describe(e, t0)) },
    };
    await net.detach();
    await page.close();

    const again = await context.newPage();
    const net2 = await recordNetwork(again);
    const second = await openLogin(again, net2, baseUrl);
    const moved = net2.entries.filter((e) => !e.fromCache);
    const secondVisit = {
      ...summarize(net2.entries),
      usableMs: second.usableMs,
      // Encoded bodies of what the cache did not serve (a 304 has none).
      bodyBytes: moved.reduce((n, e) => n + e.body, 0),
      wireBytes: moved.reduce((n, e) => n + e.wire, 0),
      files: net2.entries.map((e) => describe(e, second.t0)),
    };
    await net2.detach();
    return { first, secondVisit };
  } finally {
    await context.close();
  }
}

/**
 * In every document of the context: the wall time (ms) of the frame after the first rows of the
 * user list are shown (a row of `main table tbody` with a cell, laid out, on a /user path).
 */
function watchRows() {
  const seen = () => {
    if (!location.pathname.startsWith('/user')) return false;
    const cell = document.querySelector('main table tbody tr td');
    return Boolean(cell && cell.getBoundingClientRect().height > 0);
  };
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.__benchRowsAt = performance.timeOrigin + performance.now();
      }),
    );
  });
  observer.observe(document, { subtree: true, childList: true });
}

const USER_LIST_LOGIN = `/login?redirect=${encodeURIComponent('/user/userList')}`;

/**
 * One run: fresh context, /login, log in, first rows of the user list. The visitor starts
 * typing once the page is quiet (the console's files prefetched), or with `typeAtOnce` as
 * soon as the form is usable.
 */
export async function loginToRows(browser, baseUrl, { slow = false, typeAtOnce = false } = {}) {
  const context = await newContext(browser);
  try {
    await context.addInitScript(watchRows);
    const page = await context.newPage();
    const net = await recordNetwork(page, { slow });
    // The user list asked for (a login lands on the status home otherwise), as a bookmark would.
    const { t0, usableMs } = await openLogin(page, net, baseUrl, { quiet: !typeAtOnce, path: USER_LIST_LOGIN });
    const typingAt = Date.now();
    const before = net.entries.length;
    await submitLogin(page);
    await page.waitForFunction(() => window.__benchRowsAt !== undefined, null, { timeout: TIMEOUT, polling: 50 });
    const rowsAt = await page.evaluate(() => window.__benchRowsAt);
    const answer = net.entries.find((e) => e.path === '/goform/chklogin' && e.method === 'POST' && e.done && e.start >= typingAt);
    if (!answer) throw new Error('no /goform/chklogin answer seen');
    await net.settle();
    const after = net.entries.slice(before);
    const beforeRows = after.filter((e) => e.start <= rowsAt);
    // Which remotes' entries the page asked for, from /login on (a prefetch and its later use are one).
    const remoteEntries = (list) => [...new Set(list.filter((e) => e.path.endsWith('/remoteEntry.js')).map((e) => e.path))];
    const untilRows = net.entries.filter((e) => e.start <= rowsAt);
    // What keeps loading once the rows are there (sections prefetched when idle, …), for the record.
    await net.idle(1000, 30_000);
    await net.settle();
    const all = net.entries.slice(before);
    // The console's files the page had asked for before the first keystroke (arrived or not).
    const prefetchedBeforeTyping = summarize(net.entries.slice(0, before).filter(isPrefetch));
    // Where the time goes, from the login answer: the first request of the registry, of a
    // remoteEntry.js, and the user list call (sent, answered).
    const firstOf = (test) => after.find((e) => test(e.path));
    const since = (t) => (t === undefined ? null : Math.round(t - answer.end));
    const userlist = firstOf((p) => p === '/goform/userlist');
    const milestones = {
      firstRequest: since(after.find((e) => e !== answer && e.start >= answer.end)?.start),
      remotesJson: since(firstOf((p) => p.endsWith('/remotes.json'))?.start),
      remoteEntry: since(firstOf((p) => p.endsWith('/remoteEntry.js'))?.start),
      userlistSent: since(userlist?.start),
      userlistAnswered: since(userlist?.end),
      rows: since(rowsAt),
    };
    const result = {
      slow,
      typeAtOnce,
      milestones,
      loginUsableMs: usableMs,
      typingStartedMs: typingAt - t0,
      prefetchedBeforeTyping,
      answerToRowsMs: rowsAt - answer.end,
      typingToRowsMs: rowsAt - typingAt,
      beforeRows: { ...summarize(beforeRows), remoteEntries: remoteEntries(untilRows) },
      untilIdle: { ...summarize(all), remoteEntries: remoteEntries(net.entries) },
      files: all.map((e) => ({ ...describe(e, answer.end), beforeRows: e.start <= rowsAt })),
    };
    await net.detach();
    return result;
  } finally {
    await context.close();
  }
}

/** Files of a remote that are shared modules (its fallbacks), from its mf-manifest.json. */
function sharedFiles(distDir, id) {
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, 'remotes', id, 'mf-manifest.json'), 'utf8'));
    return new Set((manifest.shared ?? []).flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? []), ...(s.assets?.css?.sync ?? []), ...(s.assets?.css?.async ?? [])]));
  } catch {
    return new Set();
  }
}

/**
 * Each section's own chunks when its first screen opens: a fresh context logs in and opens the
 * section's first screen (the first path of its menu); everything received from the remote's folder
 * counts, from the login on (what was prefetched before counts too), split into its
 * remoteEntry.js, its shared fallbacks and its own chunks.
 */
export async function sectionChunks(browser, baseUrl, distDir) {
  const registry = JSON.parse(readFileSync(join(distDir, 'remotes.json'), 'utf8')).remotes;
  const results = [];
  for (const remote of registry) {
    const entryPath = new URL(remote.entry, baseUrl).pathname;
    const section = JSON.parse(readFileSync(join(distDir, 'remotes', remote.id, 'section.json'), 'utf8'));
    // Its first screen: the first entry of its menu (base.path is the sidebar group, which
    // several sections share and which opens the group's first section).
    const home = section.menu?.[0]?.path ?? section.paths?.[0] ?? section.base?.path;
    const shared = sharedFiles(distDir, remote.id);
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const net = await recordNetwork(page);
      await openLogin(page, net, baseUrl);
      await submitLogin(page);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: TIMEOUT });
      await net.idle();
      await page.goto(`${baseUrl}${home}`, { waitUntil: 'commit', timeout: TIMEOUT });
      await page.getByRole('main').waitFor({ timeout: TIMEOUT });
      await net.idle(1000);
      await net.settle();
      // Its scripts and stylesheets, also as the login page prefetched them (typed Other).
      const mine = net.entries.filter((e) => e.path.startsWith(entryPath) && /\.(js|css)$/.test(e.path));
      const kind = (e) => {
        const file = e.path.slice(entryPath.length);
        if (file === 'remoteEntry.js') return 'entry';
        return shared.has(file) ? 'shared' : 'own';
      };
      if (!mine.some((e) => kind(e) === 'entry')) throw new Error(`${remote.id}: ${home} opened without loading ${entryPath}remoteEntry.js`);
      // What moved: not what the cache answered, nor a revalidation (304: no body over the wire).
      const of = (k) => mine.filter((e) => kind(e) === k && !e.fromCache && e.wireStatus !== 304);
      const gzip = (list) => list.reduce((n, e) => n + (e.gzip ?? 0), 0);
      const wire = (list) => list.reduce((n, e) => n + e.wire, 0);
      results.push({
        id: remote.id,
        home,
        own: { files: of('own').length, gzip: gzip(of('own')), received: wire(of('own')) },
        remoteEntry: { gzip: gzip(of('entry')), received: wire(of('entry')) },
        shared: { files: of('shared').length, gzip: gzip(of('shared')), received: wire(of('shared')) },
        files: mine.map((e) => ({ ...describe(e), kind: kind(e) })),
      });
      await net.detach();
    } catch (err) {
      results.push({ id: remote.id, home, error: String(err.message ?? err) });
    } finally {
      await context.close();
    }
  }
  return results;
}
