import type { DeviceModule } from '../device';
import { settingsRoutes } from '../settings/routes';
import { resetSettings, settingsMigrations } from '../settings/store';

/** Every settings group of the terminal, table-driven (shared/goform/src/contract/settings.ts). */
export const settingsModule: DeviceModule = {
  name: 'settings',
  migrations: settingsMigrations,
  routes: settingsRoutes,
  factoryReset: resetSettings,
};
