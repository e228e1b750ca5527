import { readFile } from 'node:fs/promises';
import dataReport from '../../remotes/data-report/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, login, openFromSidebar } from '../support/fixtures';

const e = dataReport.events;

test('Events: the device starting is found by its type, and in the CSV with its name in the console language', async ({ page }) => {
  await login(page, ADMIN);
  const main = await openFromSidebar(page, 'data-report', dataReport.menu.events);
  await main.getByLabel(e.type, { exact: true }).selectOption(e.types.device);
  await main.getByRole('button', { name: dataReport.search.submit }).click();
  await expect(page).toHaveURL(/type=device/);
  const table = main.getByRole('table', { name: e.title });
  const started = table.getByRole('row').filter({ has: page.getByRole('cell', { name: e.kinds.started, exact: true }) }).first();
  await expect(started).toBeVisible();
  await expect(started.getByRole('cell', { name: e.types.device, exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: dataReport.download.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^events_\w+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toBe('Date Time,Code,Type,Event,Door,User ID,User Name,Detail');
  expect(csv).toContain(`,400,${e.types.device},${e.kinds.started},`);
});

test('Events: a verification at the reader (test mode) is granted by fingerprint with its user, then denied with its reason', async ({ page }) => {
  await login(page, ADMIN);
  const request = page.request;
  const token = await apiLogin(request, ADMIN);
  const call = async (name: string, fields: Record<string, string>, code = 'success') => {
    const answer = await goform(request, name, fields, token);
    expect(answer.code, `${name}: ${answer.msg}`).toBe(code);
    return answer;
  };
  const userid = '935001';
  const username = 'Rosa Verify';
  // A time zone of the whole week and a group in it, this test's own: other specs' schedules do not matter.
  const allWeek = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((d) => [[`${d}start`, '00:00'], [`${d}end`, '23:59']]));
  await call('GetTimeIntervalInfo', { id: '31', ...allWeek });
  await call('GetGroupInfo', { id: '15', time1: '31', time2: '0', time3: '0', time4: '0' });
  await call('adduser', { userid, username, groupid: '15', overwrite: '1' });
  await call('regfp', { userid, slot: '1', action: 'start' }, 'wait');
  await expect.poll(async () => (await goform(request, 'regfp', { userid, slot: '1', action: 'status' }, token)).code).toBe('success');

  await call('GetDebugParam', { mode: 'test' });
  try {
    expect(await call('test_verify', { mode: 'fingerprint', userid, slot: '1' })).toMatchObject({ event: 100, userid, opened: 1 });
    await call('edituser', { userid, groupid: '0' });
    expect(await call('test_verify', { mode: 'fingerprint', userid, slot: '1' })).toMatchObject({ event: 151, opened: 0, punched: 0 });
  } finally {
    await call('GetDebugParam', { mode: 'normal' });
  }

  const main = await openFromSidebar(page, 'data-report', dataReport.menu.events);
  await main.getByLabel(dataReport.search.userId, { exact: true }).fill(userid);
  await main.getByLabel(e.type, { exact: true }).selectOption(e.types.access);
  await main.getByRole('button', { name: dataReport.search.submit }).click();
  const table = main.getByRole('table', { name: e.title });
  const [denied, granted] = [table.getByRole('row').nth(1), table.getByRole('row').nth(2)];
  await expect(denied.getByRole('cell', { name: e.kinds.deniedNotInGroup, exact: true })).toBeVisible();
  await expect(denied.getByRole('cell', { name: username, exact: true })).toBeVisible();
  await expect(granted.getByRole('cell', { name: e.kinds.grantedFingerprint, exact: true })).toBeVisible();
  await expect(granted.getByRole('cell', { name: username, exact: true })).toBeVisible();
  await expect(granted.getByRole('cell', { name: e.verifyModes.fingerprint, exact: true })).toBeVisible();
});

test('Events: a door opened from the console is found by its door and event, its row naming the door', async ({ page }) => {
  await login(page, ADMIN);
  const token = await apiLogin(page.request, ADMIN);
  expect((await goform(page.request, 'DoorControl', { action: 'open' }, token)).code).toBe('success');
  const main = await openFromSidebar(page, 'data-report', dataReport.menu.events);
  // The first search's answer draws the form again: choose once it is in.
  await expect(main.getByRole('table', { name: e.title })).toBeVisible();
  await main.getByLabel(e.door, { exact: true }).selectOption(e.doorNumber.replace('{{door}}', '1'));
  await main.getByLabel(e.event, { exact: true }).selectOption(e.kinds.remoteOpen);
  await main.getByRole('button', { name: dataReport.search.submit }).click();
  await expect(page).toHaveURL(/door=1&code=200/);
  const rows = main.getByRole('table', { name: e.title }).locator('tbody tr');
  await expect(rows.first().getByRole('cell', { name: e.kinds.remoteOpen, exact: true })).toBeVisible();
  await expect(rows.first().getByRole('cell', { name: e.doorNumber.replace('{{door}}', '1'), exact: true })).toBeVisible();
  // Every row found is that door's opening.
  await expect.poll(async () => new Set(await rows.locator('td:nth-child(2)').allTextContents())).toEqual(new Set([e.kinds.remoteOpen]));
});
