import { ConfirmCertificate, GetCertificate, SetCertificate } from '@tac/goform/contract';
import { recordAudit } from '../audit/log';
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
    route(SetCertificate, ({ device, input, actor }) => {
      const keeper = certificateKeeper(device);
      checkPair(input, device.now());
      const before = keeper.info().fingerprint;
      const installed = keeper.install(input);
      recordAudit(device, { ...actor, kind: 'certificate', target: 'install', changes: [{ field: 'fingerprint', from: before, to: installed.fingerprint }] });
      return installed;
    }),
    route(ConfirmCertificate, ({ device, input, actor }) => {
      const keep = input.keep === 1;
      const answer = certificateKeeper(device).confirm(keep);
      recordAudit(device, { ...actor, kind: 'certificate', target: keep ? 'keep' : 'revert', changes: [{ field: 'fingerprint', to: answer.fingerprint }] });
      return answer;
    }),
  ],
  factoryReset: (device) => keeperOf(device)?.reset(),
};
