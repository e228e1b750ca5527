import type { DeviceModule } from '../device';
import { auditModule } from './audit';
import { eventsModule } from './events';
import { authModule } from './auth';
import { usersModule } from './users';
import { recordsModule } from './records';
import { settingsModule } from './settings';
import { hardwareModule } from './hardware';
import { machineModule } from './machine';
import { hiddenModule } from './hidden';
import { systemModule } from './system';
import { backupModule } from './backup';
import { tlsModule } from './tls';
import { pushModule } from './push';
import { doorModule } from './door';
import { liveModule } from './live';

/** Every part of the emulated terminal; the app registers their routes and migrations. */
export const modules: DeviceModule[] = [
  authModule,
  usersModule,
  recordsModule,
  systemModule,
  settingsModule,
  hardwareModule,
  machineModule,
  hiddenModule,
  backupModule,
  tlsModule,
  pushModule,
  doorModule,
  auditModule,
  eventsModule,
  liveModule,
];
