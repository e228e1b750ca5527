import type { DeviceModule } from '../device';
import { settingsRoutes } from '../settings/routes';
import { resetSettings, settingsMigrations } from '../settings/store';
import { scheduleTimeSync, stopTimeSync } from '../settings/timeSync';

/** Every settings group of the terminal, table-driven (shared/goform/src/contract/settings.ts). */
export const settingsModule: DeviceModule = {
  name: 'settings',
  migrations: settingsMigrations,
  routes: settingsRoutes,
  factoryReset: (device) => {
    resetSettings(device);
    // Factory time is manual: no more exchanges, and no status of the last one.
    void scheduleTimeSync(device);
  },
  // Network time: an exchange at boot and every interval while the datetime group says ntp.
  start: (device) => void scheduleTimeSync(device),
  stop: stopTimeSync,
};
