import { ADMIN } from '../support/accounts';
import { apiLogin, goform, type Answer } from '../support/device';
import { test, expect, login } from '../support/fixtures';
import { en } from '../support/texts';

let info: Answer;

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

  await expect(dialog).toContainText(en.shell.info.firmwareVersion);
  await expect(dialog).toContainText(String(info.Build_Version));
  await expect(dialog).toContainText(en.shell.info.maxUsers);
  await expect(dialog).toContainText(String(info.MaxUser));
  await expect(dialog).toContainText(en.shell.info.maxRecords);
  await expect(dialog).toContainText(String(info.MaxRecord));
  await expect(dialog).toContainText(en.shell.info.serialNumber);
  await expect(dialog).toContainText(String(info.Serial));

  const funOption = info.funOption as Record<string, number>;
  const capacities = [
    { flag: 'FACE', label: en.shell.info.maxFace, value: info.MaxFACE },
    { flag: 'FP', label: en.shell.info.maxFingerprint, value: info.MaxFP },
    { flag: 'IRIS', label: en.shell.info.maxIris, value: info.MaxIRIS },
  ];
  for (const { flag, label, value } of capacities) {
    if (funOption[flag] === 1) {
      await expect(dialog).toContainText(label);
      await expect(dialog).toContainText(String(value));
    } else {
      await expect(dialog).not.toContainText(label);
    }
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
