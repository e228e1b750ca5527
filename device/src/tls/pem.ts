import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import { Code, MsgKey, type CertificateInfo } from '@tac/goform/contract';
import { DeviceError } from '../goform/errors';

/** A certificate (with its chain) and its private key, both PEM: what an HTTPS server serves. */
// A type, not an interface: a pair is also the fields of a SetCertificate call.
export type TlsPair = { cert: string; key: string };

const badFormat = (msg: string) => new DeviceError(Code.UploadBadFormat, msg);

/** The first certificate of a PEM text (the served one; a chain follows it), or 10102/certificateFormat. */
function leafOf(pem: string): X509Certificate {
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw badFormat(MsgKey.CertificateFormat);
  try {
    return new X509Certificate(pem);
  } catch {
    throw badFormat(MsgKey.CertificateFormat);
  }
}

function privateKeyOf(pem: string): KeyObject {
  // An encrypted key would need a passphrase at every start: the device takes none.
  if (!/-----BEGIN (RSA |EC )?PRIVATE KEY-----/.test(pem)) throw badFormat(MsgKey.CertificateKeyFormat);
  try {
    return createPrivateKey(pem);
  } catch {
    throw badFormat(MsgKey.CertificateKeyFormat);
  }
}

const instant = (openssl: string) => new Date(Date.parse(openssl)).toISOString();

/** What the console shows of a certificate: who it names, who signed it, when it holds, its SHA-256. */
export function describeCertificate(pem: string): Required<Pick<CertificateInfo, 'subject' | 'issuer' | 'validfrom' | 'validto' | 'fingerprint'>> {
  const leaf = leafOf(pem);
  return {
    subject: leaf.subject.replace(/\n/g, ', '),
    issuer: leaf.issuer.replace(/\n/g, ', '),
    validfrom: instant(leaf.validFrom),
    validto: instant(leaf.validTo),
    fingerprint: leaf.fingerprint256,
  };
}

/**
 * Checks a pair before the device serves it, in the order a person fixes them: the
 * certificate reads, the key reads, the key is the certificate's, the certificate holds
 * at `now`; last, TLS itself takes the pair. Throws 10102 with the reason's catalogue key.
 */
export function checkPair(pair: TlsPair, now: number): void {
  const leaf = leafOf(pair.cert);
  const key = privateKeyOf(pair.key);
  if (!leaf.checkPrivateKey(key)) throw badFormat(MsgKey.CertificateKeyMismatch);
  if (now < Date.parse(leaf.validFrom)) throw badFormat(MsgKey.CertificateNotYetValid);
  if (now > Date.parse(leaf.validTo)) throw badFormat(MsgKey.CertificateExpired);
  try {
    createSecureContext(pair);
  } catch {
    throw badFormat(MsgKey.CertificateFormat);
  }
}
