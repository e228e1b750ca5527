import { ADMIN } from '../support/accounts';
import { apiLogin, goform, type Answer } from '../support/device';
import { test, expect, figure, login } from '../support/fixtures';
import { en } from '../support/texts';

let info: Answer;

/** Capacities are written in the language's format (English here); versions and serials as the device sent them. */
const shown = (value: unknown) => (typeof value === 'number' ? new Intl.NumberFormat('en').format(value) : String(value));

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request, ADMIN);
  info = await goform(request, 'SetInfoParam', {}, token);
  expect(info.code).toBe('success');
});

test('the info dialog shows the device figures, capacities only for present functions', async ({ page }) => {
  await login(page, ADMIN);
  await page.getByRole('button', { name: en.shell.info.open }).click();
  const dialog = page.getByRole('dialog', { name: en.shell.info.title });
  await expect(dialog).toBeVisible();

  const always = [
    { label: en.shell.info.firmwareVersion, value: info.Build_Version },
    { label: en.shell.info.maxUsers, value: info.MaxUser },
    { label: en.shell.info.maxRecords, value: info.MaxRecord },
    { label: en.shell.info.serialNumber, value: info.Serial },
  ];
  for (const { label, value } of always) await expect(figure(dialog, label)).toHaveText(shown(value));

  const funOption = info.funOption as Record<string, number>;
  const capacities = [
    { flag: 'FACE', label: en.shell.info.maxFace, value: info.MaxFACE },
    { flag: 'FP', label: en.shell.info.maxFingerprint, value: info.MaxFP },
    { flag: 'IRIS', label: en.shell.info.maxIris, value: info.MaxIRIS },
  ];
  for (const { flag, label, value } of capacities) {
    if (funOption[flag] === 1) await expect(figure(dialog, label)).toHaveText(shown(value));
    else await expect(dialog.getByRole('term').filter({ hasText: label })).toHaveCount(0);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
