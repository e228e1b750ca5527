import type { DeviceModule } from '../device';

export const hardwareModule: DeviceModule = {
  name: 'hardware',
  migrations: [],
  routes: [],
};
