import type { DeviceModule } from '../device';

export const systemModule: DeviceModule = {
  name: 'system',
  migrations: [],
  routes: [],
};
