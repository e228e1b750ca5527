import type { Page } from '@playwright/test';
import network from '../../remotes/network/src/locales/en.json';
import { freePort } from '../../device/src/testing/freePort';
import { startFakePushServer } from '../../device/src/testing/pushServer';
import { ADMIN } from '../support/accounts';
import { expect, login, openFromSidebar, saveForm, test } from '../support/fixtures';
import { en, fill } from '../support/texts';

const c = network.commMode;
const linkTexts = en.common.pushLink;

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN);
});

/** Switches the link off again, so the device's other tests meet it as the factory left it. */
async function switchOff(page: Page) {
  const main = await openFromSidebar(page, 'network', network.menu.commMode);
  const link = main.getByLabel(c.fields.pushswitch);
  if (await link.isChecked()) {
    await link.uncheck({ force: true });
    await saveForm(page, main);
  }
}

test('Communication Mode: the central-server link is tried, switched on, and its state follows live', async ({ page }) => {
  // A PUSH server on the loopback (the third-party one is the peers stage's: peers/test_push_server.py).
  const server = await startFakePushServer();
  const closed = await freePort();
  try {
    const main = await openFromSidebar(page, 'network', network.menu.commMode);
    const link = main.getByRole('region', { name: linkTexts.title });
    await expect(link.getByLabel(linkTexts.state)).toHaveText(linkTexts.states.off);

    await main.getByRole('radio', { name: c.options.servertype.url }).check({ force: true });
    const url = main.getByLabel(c.fields.serverurl);
    const result = main.getByLabel(c.push.test);
    // Tried before it is saved: a closed port is said as refused, the right address as a PUSH server.
    await url.fill(`http://127.0.0.1:${closed}`);
    await main.getByRole('button', { name: c.push.test }).click();
    await expect(result).toHaveText(c.push.problems.refused);
    await url.fill(server.url);
    await main.getByRole('button', { name: c.push.test }).dblclick();
    await expect(result).toContainText(c.push.testOk);
    expect(server.received.filter((r) => r.query.get('options') === 'all')).toHaveLength(1);

    await main.getByLabel(c.fields.pushswitch).check({ force: true });
    await saveForm(page, main);
    // The panel asks the device every 3 s: the link comes online and the queue empties into the server.
    await expect(link.getByLabel(linkTexts.state)).toHaveText(linkTexts.states.online, { timeout: 15_000 });
    await expect(link.getByLabel(linkTexts.server)).toHaveText(server.url);
    await expect(link.getByLabel(c.push.queued)).toHaveText('0', { timeout: 30_000 });
    await expect(link.getByLabel(linkTexts.lastContact)).not.toHaveText(linkTexts.never);

    // A command the server sends shows as the last command, with its result.
    server.queueCommand(9001, 'DATA DELETE USERINFO PIN=999999');
    await expect(link.getByLabel(c.push.lastcommand)).toContainText('DATA DELETE USERINFO', { timeout: 15_000 });
    await expect(link.getByLabel(c.push.lastcommand)).toContainText(c.push.results.done);

    // The server goes away: the panel says the link fails, and why.
    await server.close();
    server.queueCommand(9002, 'INFO');
    await expect(link.getByLabel(linkTexts.state)).toHaveText(linkTexts.states.failing, { timeout: 45_000 });
    await expect(link.getByLabel(c.push.problem)).toHaveText(c.push.problems.refused);
  } finally {
    await server.close().catch(() => undefined);
    await switchOff(page);
  }
});

test('Communication Mode: Test connection names an HTTP answer that is not a PUSH server', async ({ page }) => {
  const server = await startFakePushServer();
  try {
    const main = await openFromSidebar(page, 'network', network.menu.commMode);
    await main.getByRole('radio', { name: c.options.servertype.url }).check({ force: true });
    await main.getByLabel(c.fields.serverurl).fill(`${server.url}/not-here`);
    await main.getByRole('button', { name: c.push.test }).click();
    await expect(main.getByLabel(c.push.test)).toHaveText(fill(c.push.problems.httpStatus, { status: 404 }));
  } finally {
    await server.close();
  }
});
