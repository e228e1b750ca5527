import type { DeviceModule } from '../device';

export const settingsModule: DeviceModule = {
  name: 'settings',
  migrations: [],
  routes: [],
};
