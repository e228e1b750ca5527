import { Code, MsgKey, type CertificateInfo } from '@tac/goform/contract';
import type { Migration } from '../db/migrations';
import type { Device } from '../device';
import { DeviceError } from '../goform/errors';
import { rollbackWindowMs } from '../settings/rollback';
import { httpsOnlyInfo } from './httpsOnly';
import { describeCertificate, type TlsPair } from './pem';

/**
 * The certificate an HTTPS device serves, with confirm-or-revert (DESIGN §3) as for the
 * network settings and within the same window (NET_ROLLBACK_S): a new pair is served at
 * once, the one before it is kept aside, and it comes back unless the change is confirmed.
 * Pairs live in their own table, not in `settings`: nothing that reads settings can carry the key away.
 */
export const certificateMigrations: Migration[] = [
  {
    id: 'tls-001',
    up: (db) =>
      db.exec(
        // 'current': the installed pair (none: the one the device started with);
        // 'previous': while a change awaits confirmation, what comes back (NULLs: the start pair) and when.
        `CREATE TABLE tls_certificate (
           slot TEXT PRIMARY KEY CHECK (slot IN ('current', 'previous')),
           cert TEXT, key TEXT, deadline INTEGER)`,
      ),
  },
];

interface Row {
  cert: string | null;
  key: string | null;
  deadline: number | null;
}

/** How the server takes a pair for its next connections (tls.Server#setSecureContext). */
export type Serve = (pair: TlsPair) => void;

/** Whether a slot's row names a pair (else the start pair stands in). */
const pairOf = (row: Row | undefined): TlsPair | undefined =>
  row?.cert && row.key ? { cert: row.cert, key: row.key } : undefined;

/** A pending change's deadline is checked a little after it, so the device's own clock has passed it. */
const SETTLE_MARGIN_MS = 50;

export class CertificateKeeper {
  private served: string | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly device: Device,
    /** What the device started with (TLS_CERT/TLS_KEY or the unit's own pair). */
    private readonly startPair: TlsPair,
    private readonly serve: Serve,
    /** The port HTTPS answers on, for the console to move to. */
    private readonly httpsPort: () => number,
  ) {}

  private row(slot: 'current' | 'previous'): Row | undefined {
    return this.device.db
      .prepare<[string], Row>('SELECT cert, key, deadline FROM tls_certificate WHERE slot = ?')
      .get(slot);
  }

  private put(slot: 'current' | 'previous', pair: TlsPair | undefined, deadline: number | null): void {
    this.device.db
      .prepare('INSERT OR REPLACE INTO tls_certificate (slot, cert, key, deadline) VALUES (?, ?, ?, ?)')
      .run(slot, pair?.cert ?? null, pair?.key ?? null, deadline);
  }

  private drop(slot: 'current' | 'previous'): void {
    this.device.db.prepare('DELETE FROM tls_certificate WHERE slot = ?').run(slot);
  }

  /** Puts the kept-aside pair back in use and ends the wait. */
  private restorePrevious(): void {
    const previous = this.row('previous');
    if (!previous) return;
    const pair = pairOf(previous);
    if (pair) this.put('current', pair, null);
    else this.drop('current');
    this.drop('previous');
  }

  /** The pair in use, after restoring the previous one if its confirmation came too late. */
  private settled(): TlsPair {
    const previous = this.row('previous');
    if (previous && (previous.deadline ?? 0) <= this.device.now()) this.device.tx(() => this.restorePrevious());
    return pairOf(this.row('current')) ?? this.startPair;
  }

  /**
   * Serves the pair the database says is in use when it is not the one served yet, and
   * arms the timer that restores the previous pair if a change is still unconfirmed then.
   */
  sync(): void {
    const pair = this.settled();
    const fingerprint = describeCertificate(pair.cert).fingerprint;
    if (fingerprint !== this.served) {
      this.serve(pair);
      this.served = fingerprint;
    }
    clearTimeout(this.timer);
    const deadline = this.row('previous')?.deadline;
    if (deadline != null) {
      this.timer = setTimeout(() => this.sync(), Math.max(0, deadline - this.device.now()) + SETTLE_MARGIN_MS);
      this.timer.unref();
    }
  }

  /** What GetCertificate answers: the pair in use, HTTPS only, and the time left while a change awaits confirmation. */
  info(): CertificateInfo {
    this.sync();
    const deadline = this.row('previous')?.deadline;
    const pending = deadline != null ? { rollbackms: deadline - this.device.now() } : {};
    return {
      https: 1,
      windowms: rollbackWindowMs(this.device),
      httpsport: this.httpsPort(),
      ...httpsOnlyInfo(this.device),
      ...describeCertificate(this.settled().cert),
      ...pending,
    };
  }

  /** Serves `pair` (already checked) and keeps the confirmed one aside until it is kept or the window ends. */
  install(pair: TlsPair): CertificateInfo {
    this.device.tx(() => {
      this.settled();
      // A second upload before the first is confirmed still falls back to the last confirmed pair.
      const confirmed = this.row('previous') ?? this.row('current');
      this.put('previous', pairOf(confirmed), this.device.now() + rollbackWindowMs(this.device));
      this.put('current', pair, null);
    });
    return this.info();
  }

  /** keep=1 keeps the new pair; keep=0 brings the previous one back now. */
  confirm(keep: boolean): CertificateInfo {
    this.device.tx(() => {
      this.settled();
      if (keep) this.drop('previous');
      else this.restorePrevious();
    });
    return this.info();
  }

  /** Initialization: the installed pair goes, the device serves what it started with. */
  reset(): void {
    this.device.db.prepare('DELETE FROM tls_certificate').run();
    this.sync();
  }

  close(): void {
    clearTimeout(this.timer);
  }
}

const keepers = new WeakMap<Device, CertificateKeeper>();

/** Gives the device its certificate keeper (an HTTPS app does, at build) and serves what it holds. */
export function keepCertificate(device: Device, startPair: TlsPair, serve: Serve, httpsPort: () => number): CertificateKeeper {
  const keeper = new CertificateKeeper(device, startPair, serve, httpsPort);
  keepers.set(device, keeper);
  keeper.sync();
  return keeper;
}

/** The device's keeper, or 10003/httpsOff when it serves plain HTTP. */
export function certificateKeeper(device: Device): CertificateKeeper {
  const keeper = keepers.get(device);
  if (!keeper) throw new DeviceError(Code.MissingParameters, MsgKey.HttpsOff);
  return keeper;
}

/** The keeper when there is one (initialization resets it only then). */
export const keeperOf = (device: Device): CertificateKeeper | undefined => keepers.get(device);
