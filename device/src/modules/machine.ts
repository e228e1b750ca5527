import type { DeviceModule } from '../device';

export const machineModule: DeviceModule = {
  name: 'machine',
  migrations: [],
  routes: [],
};
