import type { DeviceModule } from '../device';

export const recordsModule: DeviceModule = {
  name: 'records',
  migrations: [],
  routes: [],
};
