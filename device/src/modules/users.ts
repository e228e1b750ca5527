import type { DeviceModule } from '../device';

export const usersModule: DeviceModule = {
  name: 'users',
  migrations: [],
  routes: [],
};
