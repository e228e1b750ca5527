import { z } from 'zod';
import { CERTIFICATE_PEM_MAX_CHARS, FieldMessage, SetCertificate } from '@tac/goform';

/** The texts the browser checks before sending (the device checks them all again, and more). */
export const CERTIFICATE_MESSAGES = {
  certPem: 'network:certificate.validation.certPem',
  keyPem: 'network:certificate.validation.keyPem',
  fileTooLarge: 'network:certificate.validation.fileTooLarge',
} as const;

/**
 * The contract's fields (length, characters), each holding the PEM block it names: a
 * certificate first (its chain may follow), an unencrypted private key.
 */
export const certificateSchema = SetCertificate.request.superRefine((value, ctx) => {
  const issue = (path: 'cert' | 'key', message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.cert.trim() === '') issue('cert', FieldMessage.required);
  else if (!value.cert.includes('-----BEGIN CERTIFICATE-----')) issue('cert', CERTIFICATE_MESSAGES.certPem);
  if (value.key.trim() === '') issue('key', FieldMessage.required);
  else if (!/-----BEGIN (RSA |EC )?PRIVATE KEY-----/.test(value.key)) issue('key', CERTIFICATE_MESSAGES.keyPem);
});

export type CertificateValues = z.input<typeof certificateSchema>;

/** A file larger than a field takes is refused before it is read. */
export const PEM_FILE_MAX_BYTES = CERTIFICATE_PEM_MAX_CHARS;
