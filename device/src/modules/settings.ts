import type { DeviceModule } from '../device';
import { settingsRoutes } from '../settings/routes';
import { resetSettings, settingsMigrations } from '../settings/store';
import { withPermissions } from '../model/permissions';

/** Every settings group of the terminal, table-driven (shared/goform/src/contract/settings.ts). */
export const settingsModule: DeviceModule = {
  name: 'settings',
  migrations: settingsMigrations,
  routes: withPermissions(settingsRoutes),
  factoryReset: resetSettings,
};
