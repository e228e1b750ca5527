import { CheckCertificate, Code, ConfirmCertificate, ConfirmHttpsOnly, GetCertificate, MsgKey, SetCertificate, SetHttpsOnly } from '@tac/goform/contract';
import { recordAudit } from '../audit/log';
import type { DeviceModule } from '../device';
import { DeviceError } from '../goform/errors';
import { route } from '../goform/registry';
import { confirmHttpsOnly, httpsOnlyMigrations, resetHttpsOnly, switchHttpsOnly } from '../tls/httpsOnly';
import { certificateKeeper, certificateMigrations, keeperOf } from '../tls/keeper';
import { checkPair, describeCertificate } from '../tls/pem';
import { unitPairMigrations } from '../tls/unitPair';

/** HTTPS: the certificate served, a new pair checked then applied, and HTTPS only, each with confirm-or-revert. */
export const tlsModule: DeviceModule = {
  name: 'tls',
  migrations: [...certificateMigrations, ...unitPairMigrations, ...httpsOnlyMigrations],
  routes: [
    route(GetCertificate, ({ device }) => keeperOf(device)?.info() ?? { https: 0 }),
    route(CheckCertificate, ({ device, input }) => {
      certificateKeeper(device);
      checkPair(input, device.now());
      return describeCertificate(input.cert);
    }),
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
    route(SetHttpsOnly, ({ device, input, actor }) => {
      const keeper = certificateKeeper(device);
      const on = input.httpsonly === 1;
      if (switchHttpsOnly(device, on)) {
        recordAudit(device, { ...actor, kind: 'certificate', target: 'httpsonly', changes: [{ field: 'httpsonly', from: on ? 0 : 1, to: on ? 1 : 0 }] });
      }
      return keeper.info();
    }),
    route(ConfirmHttpsOnly, ({ device, input, actor, request }) => {
      const keeper = certificateKeeper(device);
      const keep = input.keep === 1;
      // Only a request that came over HTTPS shows the browser reaches it.
      if (keep && request.protocol !== 'https') throw new DeviceError(Code.MissingParameters, MsgKey.ConfirmOverHttps);
      if (confirmHttpsOnly(device, keep)) {
        recordAudit(device, { ...actor, kind: 'certificate', target: keep ? 'keep' : 'revert', changes: [{ field: 'httpsonly', to: keep ? 1 : 0 }] });
      }
      return keeper.info();
    }),
  ],
  // The unit's own pair stays: it is its factory identity, as its keys are.
  factoryReset: (device) => {
    resetHttpsOnly(device);
    keeperOf(device)?.reset();
  },
};
