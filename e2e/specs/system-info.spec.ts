import { ADMIN } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, login } from '../support/fixtures';

const FIGURES = [
  'SerialNumber',
  'UserCount',
  'FPCount',
  'FaceCount',
  'IRISCount',
  'CardCount',
  'RecordCount',
  'FirmwareVersion',
  'KernelVersion',
  'FileSystemVersion',
] as const;

test('System Info shows the figures the device reports', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  const info = await goform(request, 'SetInfoParam', {}, token);
  await login(page, ADMIN);
  await page.goto('/basicSetting/systemInfo');
  const main = page.getByRole('main');
  for (const key of FIGURES) await expect(main).toContainText(String(info[key]));
});
