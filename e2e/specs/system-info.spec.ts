import basicSetup from '../../remotes/basic-setup/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, figure, login } from '../support/fixtures';
import { BASIC_SETUP_PATHS } from '../support/paths';

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

/** Counts are written in the language's format (English here); versions and serials as the device sent them. */
const shown = (value: unknown) => (typeof value === 'number' ? new Intl.NumberFormat('en').format(value) : String(value));

test('System Info shows each figure the device reports beside its label', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  const info = await goform(request, 'SetInfoParam', {}, token);
  await login(page, ADMIN);
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: basicSetup.systemInfo.title, exact: true })).toBeVisible();
  for (const key of FIGURES) {
    await expect(figure(main, basicSetup.systemInfo[key])).toHaveText(shown(info[key]));
  }
});
