import { ConfirmCertificate, GetCertificate, SetCertificate } from '@tac/goform/contract';
import type { DeviceModule } from '../device';
import { route } from '../goform/registry';
import { certificateKeeper, certificateMigrations, keeperOf } from '../tls/keeper';
import { checkPair } from '../tls/pem';

/** The HTTPS certificate: what is served, a new pair checked then applied with confirm-or-revert. */
export const tlsModule: DeviceModule = {
  name: 'tls',
  migrations: certificateMigrations,
  routes: [
    route(GetCertificate, ({ device }) => keeperOf(device)?.info() ?? { https: 0 }),
    route(SetCertificate, ({ device, input }) => {
      const keeper = certificateKeeper(device);
      checkPair(input, device.now());
      return keeper.install(input);
    }),
    route(ConfirmCertificate, ({ device, input }) => certificateKeeper(device).confirm(input.keep === 1)),
  ],
  factoryReset: (device) => keeperOf(device)?.reset(),
};
