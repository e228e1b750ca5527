import { z } from 'zod';
import { Code, MsgKey } from './codes';
import { endpoint } from './define';
import { wireFlag, wireLines } from './fields';

/** A certificate (with its chain) or a private key in PEM: at most this many characters each. */
export const CERTIFICATE_PEM_MAX_CHARS = 64 * 1024;

/** The certificate upload's whole body: both PEM texts, JSON escaping and the envelope. */
export const CERTIFICATE_BODY_MAX_BYTES = 2 * CERTIFICATE_PEM_MAX_CHARS + 32 * 1024;

/** Who a certificate names, who signed it, when it holds and its SHA-256. */
const certificateDescription = {
  subject: z.string().optional(),
  issuer: z.string().optional(),
  /** ISO 8601 instants. */
  validfrom: z.string().optional(),
  validto: z.string().optional(),
  /** SHA-256 of the DER certificate, colon-separated hex pairs. */
  fingerprint: z.string().optional(),
};

/** What the device tells of the certificate it serves: never its private key. */
const certificateInfo = z.object({
  /** 1 when the device serves HTTPS; the other fields only then. */
  https: z.number(),
  ...certificateDescription,
  /** While a new certificate awaits confirmation: ms before the previous one comes back. */
  rollbackms: z.number().optional(),
  /** How long a change awaits confirmation before it reverts (NET_ROLLBACK_S), ms. */
  windowms: z.number().optional(),
  /** The port the device serves HTTPS on. */
  httpsport: z.number().optional(),
  /** 1 when plain HTTP is redirected to HTTPS. */
  httpsonly: z.number().optional(),
  /** While HTTPS only awaits confirmation over HTTPS: ms before plain HTTP answers again. */
  httpsonlyms: z.number().optional(),
});

export type CertificateInfo = z.output<typeof certificateInfo>;

export const GetCertificate = endpoint({
  name: 'GetCertificate',
  method: 'GET',
  access: 'network',
  request: z.object({}),
  response: certificateInfo,
  doc:
    'The HTTPS certificate in use: https 1|0, subject, issuer, validfrom, validto (ISO 8601), fingerprint (SHA-256), ' +
    'and rollbackms while a new one awaits confirmation; windowms (how long a change awaits confirmation), httpsport, httpsonly 1|0 (plain HTTP redirected to HTTPS) and ' +
    'httpsonlyms while HTTPS only awaits confirmation. The private key is never answered.',
});

const certificatePair = z.object({ cert: wireLines(CERTIFICATE_PEM_MAX_CHARS), key: wireLines(CERTIFICATE_PEM_MAX_CHARS) });

/** The refusals a new pair can meet, the same for checking it and installing it. */
const PAIR_CODES =
  `Codes: ${Code.UploadTooLarge} body over ${CERTIFICATE_BODY_MAX_BYTES / 1024} KiB ` +
  `(before it is read), ${Code.UploadBadFormat}/${MsgKey.CertificateFormat} not a PEM certificate, ` +
  `${Code.UploadBadFormat}/${MsgKey.CertificateKeyFormat} not an unencrypted PEM private key, ` +
  `${Code.UploadBadFormat}/${MsgKey.CertificateKeyMismatch} the key is not the certificate's, ` +
  `${Code.UploadBadFormat}/${MsgKey.CertificateExpired} expired, ${Code.UploadBadFormat}/${MsgKey.CertificateNotYetValid} ` +
  `not yet valid, ${Code.MissingParameters}/${MsgKey.HttpsOff} the device serves plain HTTP.`;

export const CheckCertificate = endpoint({
  name: 'CheckCertificate',
  method: 'POST',
  access: 'network',
  request: certificatePair,
  response: z.object(certificateDescription),
  fieldsMaxBytes: CERTIFICATE_BODY_MAX_BYTES,
  doc:
    'Checks a new pair as SetCertificate would and changes nothing: answers the new certificate\'s subject, issuer, ' +
    `validfrom, validto and fingerprint, so the administrator is asked with them before installing. ${PAIR_CODES}`,
});

export const SetCertificate = endpoint({
  name: 'SetCertificate',
  method: 'POST',
  access: 'network',
  request: certificatePair,
  response: certificateInfo,
  fieldsMaxBytes: CERTIFICATE_BODY_MAX_BYTES,
  doc:
    'Installs a new HTTPS certificate (cert: PEM, with its chain) and its private key (key: PEM, unencrypted), ' +
    'served at once to new connections; the previous one comes back unless ConfirmCertificate keep=1 follows within ' +
    `NET_ROLLBACK_S (default 90 s). ${PAIR_CODES}`,
});

export const ConfirmCertificate = endpoint({
  name: 'ConfirmCertificate',
  method: 'POST',
  access: 'network',
  request: z.object({ keep: wireFlag() }),
  response: certificateInfo,
  doc:
    'Ends the wait after SetCertificate: keep=1 keeps the new certificate, keep=0 brings the previous one back at once. ' +
    `Codes: ${Code.MissingParameters}/${MsgKey.HttpsOff} the device serves plain HTTP.`,
});

export const SetHttpsOnly = endpoint({
  name: 'SetHttpsOnly',
  method: 'POST',
  access: 'network',
  request: z.object({ httpsonly: wireFlag() }),
  response: certificateInfo,
  doc:
    'httpsonly=1: plain HTTP requests are answered 308 to the same path on HTTPS from now on, pages and /goform/ calls alike ' +
    '(ConfirmHttpsOnly excepted until kept); unless ConfirmHttpsOnly keep=1 follows over HTTPS within NET_ROLLBACK_S (default 90 s), ' +
    'plain HTTP answers again. httpsonly=0: plain HTTP answers again at once. Answers as GetCertificate. ' +
    `Codes: ${Code.MissingParameters}/${MsgKey.HttpsOff} the device serves plain HTTP only.`,
});

export const ConfirmHttpsOnly = endpoint({
  name: 'ConfirmHttpsOnly',
  method: 'POST',
  access: 'network',
  request: z.object({ keep: wireFlag() }),
  response: certificateInfo,
  doc:
    'Ends the wait after SetHttpsOnly httpsonly=1: keep=1 keeps HTTPS only and is taken over HTTPS only (it shows the ' +
    'browser reaches HTTPS); keep=0 lets plain HTTP answer again at once, over either. Until HTTPS only is kept, plain HTTP ' +
    `is not redirected for this call. Codes: ${Code.MissingParameters}/${MsgKey.ConfirmOverHttps} keep=1 over plain HTTP, ` +
    `${Code.MissingParameters}/${MsgKey.HttpsOff} the device serves plain HTTP only.`,
});
