import type { DeviceModule } from '../device';

export const authModule: DeviceModule = {
  name: 'auth',
  migrations: [],
  routes: [],
};
