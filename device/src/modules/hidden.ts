import type { DeviceModule } from '../device';

export const hiddenModule: DeviceModule = {
  name: 'hidden',
  migrations: [],
  routes: [],
};
