import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as apiRequest, type BrowserContext, type Page } from '@playwright/test';
import type { MenuItem } from '@tac/section';
import { LANGUAGE_STORAGE_KEY } from '../../shared/i18n/src/storage';
import type { LanguageCode } from '../../shared/i18n/src/languages';
import { ADMIN, FACTORY, type Account } from './accounts';
import { goform, apiLogin } from './device';
import { test as base, expect, watchPage } from './fixtures';
import { REMOTES } from './remotes';
import { isBuilt } from './sections';
import { en } from './texts';
import { MACHINE_PATHS, USER_PATHS } from './paths';
import { backupChecksum } from '../../device/src/backup/file';

/**
 * Every screen of the console, for the axe walk (specs/screens.spec.ts) and
 * `npm run screenshots`: the login page, each route of the seven sections (from the shell's
 * descriptors, the same menus the sidebar shows), the user pages reached with ?id=, the
 * shell's own pages and dialogs, and the hidden pages.
 */
export interface Screen {
  /** Unique and file-name safe: it names the test and the screenshot. */
  name: string;
  /** Where it is in the console, for people: the section and menu label (English). */
  caption: string;
  path: string;
  /** Who opens it: nobody signed in, the administrator, or the factory key (its flag lives in sessionStorage). */
  as: 'visitor' | 'admin' | 'factory';
  /** After the page is ready: what brings the screen up over it (a dialog). */
  open?: (page: Page, lang: LanguageCode) => Promise<void>;
}

/** The user the ?id= pages show; the walk creates it (see SCREEN_USER_FIELDS). */
export const SCREEN_USER_ID = '900901';
/** adduser fields of that user: a name in the script of the right-to-left walk, and a card. */
export const SCREEN_USER_FIELDS = { userid: SCREEN_USER_ID, username: 'سارة الحسن', cardid: '1234567890', overwrite: '1' };

const fileSafe = (path: string) => path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-');

/** The sections as their remotes describe them (the menus the sidebar shows): every remote of the served build. */
const SECTIONS = REMOTES.map((r) => r.descriptor).filter((d) => isBuilt({ id: d.id }));

/** English of a key in any namespace: the shell's own or a section's (read from its remote's folder). */
const label = (key: string) => {
  const [ns, ...path] = key.split(/[:.]/);
  const remote = REMOTES.find((r) => r.descriptor.i18nNamespace === ns);
  const texts = remote ? (remote.en as unknown) : (en[ns as keyof typeof en] as unknown);
  const text = path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return typeof text === 'string' ? text : key;
};

function menuScreens(): Screen[] {
  const flatten = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
  return SECTIONS.flatMap((section) =>
    flatten(section.menu).map((item) => ({
      name: fileSafe(item.path),
      caption: `${label(section.titleKey)} › ${label(item.labelKey)}`,
      path: item.path,
      as: 'admin' as const,
    })),
  );
}

/** A text of a catalogue file in a language, falling back to English as i18next does. */
function catalogueText(fileOf: (code: LanguageCode) => string, lang: LanguageCode, key: string): string {
  const read = (code: LanguageCode) => JSON.parse(readFileSync(fileOf(code), 'utf8')) as unknown;
  const find = (texts: unknown) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  const text = find(read(lang));
  return typeof text === 'string' && text ? text : String(find(read('en')));
}

const REPO = join(__dirname, '..', '..');
/** The shell's own catalogue in a language. */
const shellText = (lang: LanguageCode, key: string) =>
  catalogueText((code) => join(REPO, 'shared', 'i18n', 'src', 'locales', code, 'shell.json'), lang, key);
const machineText = (lang: LanguageCode, key: string) => catalogueText((code) => join(REPO, 'remotes', 'machine', 'src', 'locales', `${code}.json`), lang, key);
/** The Data Report section's catalogue in a language. */
export const dataReportText = (lang: LanguageCode, key: string) =>
  catalogueText((code) => join(REPO, 'remotes', 'data-report', 'src', 'locales', `${code}.json`), lang, key);

type Values = Record<string, unknown>;
interface BackupFile {
  header: object;
  body: { settings: { kaoqin: Values; access: Values; fpcompare: Values; wifi: Values; timezone: Values[] } };
  checksum: string;
}

/**
 * Backup and Restore with a file's preview: the device's own backup with a few settings
 * changed (a number, a switch, a choice, a password, a time zone's hours), checksum made again.
 */
const BACKUP_PREVIEW: Screen = {
  name: 'advSetting-backupRestore-preview',
  caption: `${label('machine:section.title')} › ${label('machine:menu.backupRestore')} › preview`,
  path: MACHINE_PATHS.backupRestore,
  as: 'admin',
  open: async (page, lang) => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: machineText(lang, 'backup.download'), exact: true }).click();
    const file = JSON.parse(readFileSync(await (await downloading).path(), 'utf8')) as BackupFile;
    const { kaoqin, access, fpcompare, wifi, timezone } = file.body.settings;
    kaoqin.duplicatepunch = kaoqin.duplicatepunch === 7 ? 8 : 7;
    access.doorsensor = access.doorsensor === 1 ? 0 : 1;
    fpcompare.precision = fpcompare.precision === 'advanced' ? 'normal' : 'advanced';
    wifi.appassword = 'a-new-passphrase';
    Object.assign(timezone[0]!, { monstart: '08:15', monend: '17:45' });
    file.checksum = backupChecksum(file.header, file.body);
    await page.getByLabel(machineText(lang, 'backup.file')).setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    const table = page.getByRole('table', { name: machineText(lang, 'backup.changesLabel') });
    // Busy until the other sections' texts name its settings.
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await table.scrollIntoViewIfNeeded();
  },
};

/** Opens one entry of the navbar's user menu. */
/** A dialog opened from the user menu over System Info (logout's is an alertdialog). */
const userMenuDialog = (name: string, item: 'modifyPassword' | 'logout'): Screen => ({
  name,
  caption: `User menu › ${en.shell.navbar[item]}`,
  path: '/basicSetting/systemInfo',
  as: 'admin',
  open: async (page, lang) => {
    await page.getByRole('button', { name: shellText(lang, 'navbar.userMenu') }).click();
    await page.getByRole('menuitem', { name: shellText(lang, `navbar.${item}`) }).click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  },
});

const SHELL_SCREENS: Screen[] = [
  { name: 'login', caption: 'Login', path: '/login', as: 'visitor' },
  { name: 'not-found', caption: 'Page not found', path: '/404', as: 'admin' },
  // The administrator's first screen after login: no menu item leads to it.
  { name: 'home-status', caption: en.shell.status.title, path: '/', as: 'admin' },
  {
    name: 'dialog-device-information',
    caption: `Sidebar › ${en.shell.info.open}`,
    path: '/basicSetting/systemInfo',
    as: 'admin',
    open: async (page, lang) => {
      const info = page.getByRole('button', { name: shellText(lang, 'info.open') });
      // On a phone it sits in the sidebar drawer, closed until the menu button opens it.
      if (!(await info.isVisible())) await page.getByRole('button', { name: shellText(lang, 'sidebar.expand') }).click();
      await info.click();
      await expect(page.getByRole('dialog', { name: shellText(lang, 'info.title') })).toBeVisible();
    },
  },
  userMenuDialog('dialog-modify-password', 'modifyPassword'),
  userMenuDialog('dialog-logout', 'logout'),
  {
    name: 'dialog-session-expiring',
    caption: en.shell.sessionExpiring.title,
    path: '/basicSetting/systemInfo',
    as: 'admin',
    // The session as if last used 45 s before the device would end it, told as another tab's use is.
    open: async (page, lang) => {
      await page.evaluate(() => {
        const idle = Number(localStorage.getItem('tac-session-idle-s'));
        localStorage.setItem('tac-session-used-at', String(Date.now() - (idle - 45) * 1000));
        window.dispatchEvent(new StorageEvent('storage', { key: 'tac-session-used-at', storageArea: localStorage }));
      });
      await expect(page.getByRole('alertdialog', { name: shellText(lang, 'sessionExpiring.title') })).toBeVisible();
    },
  },
];

const USER_PAGES: Screen[] = [
  { name: 'user-userEdit', caption: `${en.shell.sections.users} › ${en.shell.menu.userList} › edit`, path: USER_PATHS.userEdit },
  { name: 'user-fingerprint', caption: `${en.shell.sections.users} › edit › fingerprints`, path: USER_PATHS.fingerprint },
  { name: 'user-identify', caption: `${en.shell.sections.users} › edit › identify mode`, path: USER_PATHS.identify },
].map((s) => ({ ...s, path: `${s.path}?id=${SCREEN_USER_ID}`, as: 'admin' as const }));

// Reached as hidden-pages.spec.ts shows: /test is public, /snkey and /up need a factory-key login.
const HIDDEN_PAGES: Screen[] = [
  { name: 'hidden-test', caption: `Hidden › ${en.shell.hidden.testTitle}`, path: '/test', as: 'visitor' },
  { name: 'hidden-snkey', caption: `Hidden › ${en.shell.hidden.snkeyTitle}`, path: '/snkey', as: 'factory' },
  { name: 'hidden-up', caption: `Hidden › ${en.shell.hidden.upTitle}`, path: '/up', as: 'factory' },
];

export const SCREENS: readonly Screen[] = [...SHELL_SCREENS.slice(0, 1), ...menuScreens(), BACKUP_PREVIEW, ...USER_PAGES, ...SHELL_SCREENS.slice(1), ...HIDDEN_PAGES];

/** Makes every page of this browser context open in `lang`, as the language menu leaves it stored. */
export async function chooseLanguage(page: Page, lang: LanguageCode): Promise<void> {
  await page.addInitScript(([key, code]) => localStorage.setItem(key, code), [LANGUAGE_STORAGE_KEY, lang] as const);
}

/** Signs in through the login page, whatever its language. */
export async function signIn(page: Page, lang: LanguageCode, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(shellText(lang, 'login.userName')).fill(account.userid);
  await page.getByLabel(shellText(lang, 'login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: shellText(lang, 'login.submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Opens the screen (the session already in place, see `as`) and waits until it is ready:
 * still at its path, its one h1 visible, no spinner or skeleton left, then what `open` brings up.
 */
export async function openScreen(page: Page, screen: Screen, lang: LanguageCode): Promise<void> {
  if (screen.as === 'factory') await signIn(page, lang, FACTORY);
  await page.goto(screen.path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === screen.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.chakra-spinner:visible, .chakra-skeleton:visible, [aria-busy="true"]:visible')).toHaveCount(0);
  await screen.open?.(page, lang);
}

/**
 * The walk's test: `page` already in the language and signed in as the screen needs. The
 * administrator logs in once per language and worker (through the login page in that
 * language); the test copies that session: its HttpOnly binding cookie and the token the console
 * keeps in its origin's storage. The ?id= user is created once.
 */
type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Puts a signed-in browser's session into `page`'s context, for every page it loads. */
async function restoreSession(page: Page, session: Session): Promise<void> {
  await page.context().addCookies(session.cookies);
  const stored = session.origins.flatMap((origin) => origin.localStorage);
  await page.addInitScript((items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)), stored);
}

/** A page the walk keeps for the worker, per language and account, and what went wrong in it during a test. */
interface KeptPage {
  page: Page;
  errors: string[];
}

type AdminSession = (lang: LanguageCode) => Promise<Session>;

/** Makes every page `page`'s context loads open in `lang`, signed in as `as` needs (the factory key signs in on the screen). */
async function prepare(page: Page, lang: LanguageCode, as: Screen['as'], adminSession: AdminSession): Promise<void> {
  await chooseLanguage(page, lang);
  if (as === 'admin') await restoreSession(page, await adminSession(lang));
}

/** Opens `screen` in `page`, a page of the test's own, signed in as the screen needs. */
async function openInOwnPage(page: Page, screen: Screen, lang: LanguageCode, adminSession: AdminSession) {
  await prepare(page, lang, screen.as, adminSession);
  await openScreen(page, screen, lang);
  return page;
}

export const test = base.extend<
  { lang: LanguageCode; screenPage: (screen: Screen) => Promise<Page>; walkPage: (screen: Screen) => Promise<Page> },
  { adminSession: AdminSession; keptPages: (lang: LanguageCode, as: Screen['as']) => Promise<KeptPage> }
>({
  lang: ['en', { option: true }],
  adminSession: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const api = await apiRequest.newContext({ baseURL });
      const answer = await goform(api, 'adduser', SCREEN_USER_FIELDS, await apiLogin(api, ADMIN));
      expect(answer.code, `adduser: ${answer.msg}`).toBe('success');
      await api.dispose();

      const sessions = new Map<LanguageCode, Promise<Session>>();
      const login = async (lang: LanguageCode) => {
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        await chooseLanguage(page, lang);
        await signIn(page, lang, ADMIN);
        const session = await context.storageState();
        await context.close();
        return session;
      };
      await use((lang) => {
        if (!sessions.has(lang)) sessions.set(lang, login(lang));
        return sessions.get(lang)!;
      });
    },
    { scope: 'worker' },
  ],
  keptPages: [
    async ({ browser, adminSession }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const kept = new Map<string, Promise<KeptPage>>();
      const open = async (lang: LanguageCode, as: Screen['as']): Promise<KeptPage> => {
        const page = await (await browser.newContext({ baseURL })).newPage();
        const errors: string[] = [];
        watchPage(page, errors);
        // Leaving a screen with a form half filled asks before unloading: the walk moves on.
        page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
        await prepare(page, lang, as, adminSession);
        return { page, errors };
      };
      await use((lang, as) => {
        const key = `${lang}/${as}`;
        if (!kept.has(key)) kept.set(key, open(lang, as));
        return kept.get(key)!;
      });
      for (const entry of kept.values()) await (await entry).page.context().close();
    },
    { scope: 'worker' },
  ],
  // `provide` is Playwright's `use`, renamed: the hooks lint rule takes `use` for React's.
  screenPage: async ({ page, lang, adminSession }, provide) => {
    await provide((screen) => openInOwnPage(page, screen, lang, adminSession));
  },
  /**
   * The walk's page: screen after screen in one page per language and account, so the console's
   * files come from the browser's cache after the first (the factory key's screens, whose flag
   * lives in the tab, get a page of their own). What goes wrong in it fails the test it happens in.
   */
  walkPage: async ({ page, lang, adminSession, keptPages }, provide) => {
    let used: KeptPage | undefined;
    await provide(async (screen) => {
      if (screen.as === 'factory') return openInOwnPage(page, screen, lang, adminSession);
      used = await keptPages(lang, screen.as);
      used.errors.length = 0;
      await openScreen(used.page, screen, lang);
      return used.page;
    });
    if (used) expect(used.errors, 'uncaught errors or wiring faults in the page').toEqual([]);
  },
});
export { expect };
