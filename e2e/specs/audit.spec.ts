import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { AUDIT_NOT_AN_ACCOUNT } from '@tac/goform/contract';
import basicSetup from '../../remotes/basic-setup/src/locales/en.json';
import dataReport from '../../remotes/data-report/src/locales/en.json';
import usersAr from '../../remotes/users/src/locales/ar.json';
import usersDe from '../../remotes/users/src/locales/de.json';
import { ADMIN, OPERATOR } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, login, openFromSidebar, saveForm, screenLoaded } from '../support/fixtures';
import { offScreen } from '../support/offScreen';
import { DATA_REPORT_PATHS } from '../support/paths';

const a = dataReport.audit;

/** Narrows the Audit Log to one account and kind of event, as a person would. */
async function searchAudit(main: Locator, account: string, kind: string) {
  await main.getByLabel(dataReport.search.account, { exact: true }).fill(account);
  await main.getByLabel(a.kind, { exact: true }).selectOption(kind);
  await main.getByRole('button', { name: dataReport.search.submit }).click();
}

test('Audit Log: a settings change made in the console is found with its account, address and field old → new, and in the CSV', async ({ page }) => {
  await login(page, ADMIN);
  let main = await openFromSidebar(page, 'basic-setup', basicSetup.menu.device);
  main = await screenLoaded(page, basicSetup.menu.device);
  const volume = main.getByLabel(basicSetup.device.fields.volume);
  const before = await volume.inputValue();
  const after = before === '3' ? '7' : '3';
  await volume.fill(after);
  await saveForm(page, main);

  main = await openFromSidebar(page, 'data-report', dataReport.menu.auditLog);
  await searchAudit(main, ADMIN.userid, a.kinds.settings);
  await expect(page).toHaveURL(/account=admin&kind=settings/);
  const table = main.getByRole('table', { name: a.title });
  const row = table.getByRole('row').filter({ has: page.getByRole('listitem').filter({ hasText: `${basicSetup.device.fields.volume}: ${before} → ${after}` }) }).first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: a.kinds.settings, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'device', exact: true })).toBeVisible();
  // The client address the change came from (this browser, on this machine).
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^(::ffff:)?127\.0\.0\.1$|^::1$/);

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: dataReport.download.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit_\w+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toBe('Date Time,Event,Account,Address,Target,Details');
  expect(csv).toContain(`${a.kinds.settings},admin,`);
  expect(csv).toContain(`volume: ${before} → ${after}`);
});

test('Audit Log: an operator sees the user it added, and none of the failed logins or changes of others', async ({ page, request }) => {
  const intruder = `intruder${Date.now()}`;
  await goform(request, 'chklogin', { userid: intruder, password: 'guess' });
  const userid = String(800_000 + (Date.now() % 100_000));
  const operator = await apiLogin(request, OPERATOR);
  expect((await goform(request, 'adduser', { userid, username: 'Audit Trail', overwrite: '1' }, operator)).code).toBe('success');

  // The administrator sees the failed login, without the name typed: it names no account (it could be a password).
  const admin = await apiLogin(request, ADMIN);
  const failed = await goform(request, 'searchAuditLog', { account: AUDIT_NOT_AN_ACCOUNT, kind: 'loginFailed' }, admin);
  expect(failed.count).toBeGreaterThan(0);
  expect((await goform(request, 'searchAuditLog', { account: intruder }, admin)).count).toBe(0);

  await login(page, OPERATOR);
  const main = await openFromSidebar(page, 'data-report', dataReport.menu.auditLog);
  await expect(main.getByRole('note')).toContainText(a.ownOnly);
  await searchAudit(main, OPERATOR.userid, a.kinds.userAdd);
  const row = main.getByRole('table', { name: a.title }).getByRole('row').filter({ hasText: userid }).first();
  await expect(row.getByRole('listitem').filter({ hasText: '→ Audit Trail' })).toBeVisible();
  // Asking for another account's entries still answers the operator's own: the device decides.
  await searchAudit(main, AUDIT_NOT_AN_ACCOUNT, a.allKinds);
  const table = main.getByRole('table', { name: a.title });
  await expect(table.getByRole('row').filter({ hasText: userid }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: a.notAnAccount })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
});

test('Audit Log on a phone, in German and Arabic: a user\'s changes named by the user screen\'s labels, wrapped on their card, nothing sideways', async ({ page, request }) => {
  const userid = String(700_000 + (Date.now() % 100_000));
  // A name of one 24-character word: the longest the user screen takes.
  const username = 'Wolfgangsdottirhausenbau';
  // A card of its own: the screen walk's user, on the same device, holds 1234567890.
  const cardid = `9${userid}`;
  const admin = await apiLogin(request, ADMIN);
  expect((await goform(request, 'adduser', { userid, username, cardid, overwrite: '1' }, admin)).code).toBe('success');

  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, ADMIN);
  for (const [lang, fields] of [['de', usersDe.userList.fields], ['ar', usersAr.userList.fields]] as const) {
    await page.evaluate((code) => localStorage.setItem('lang', code), lang);
    await page.goto(`${DATA_REPORT_PATHS.auditLog}?account=${ADMIN.userid}&kind=userAdd`);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: userid }).first();
    await expect(card.getByRole('listitem').filter({ hasText: `${fields.username}: ` })).toContainText(username);
    await expect(card.getByRole('listitem').filter({ hasText: `${fields.cardid}: ` })).toContainText(cardid);
    await expect(card.getByText(/\b(username|cardid):/)).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${lang}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await offScreen(page), lang).toEqual([]);
  }
});
