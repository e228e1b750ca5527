import { z } from 'zod';
import { SetAllWirless, WIFI_SECURITY } from '@tac/goform';
import { translatedSchema } from '../../forms/groupSchema';

export const ENCRYPTIONS = ['TKIP', 'AES', 'TKIP+AES', 'WEP'] as const;
export const EAP_METHODS = ['PEAP', 'TTLS', 'TLS'] as const;
export const INNER_METHODS = ['MSCHAPV2', 'GTC', 'PAP'] as const;

/** The SetAllWirless contract's own rule for each field the form sends. */
const wire = SetAllWirless.request.shape;
/** The contract's message for a value its rule refuses (translated by translatedSchema). */
const contractIssue = (schema: z.ZodType, value: string) => schema.safeParse(value).error?.issues[0]?.message;

/**
 * Add Wi-Fi: what each security protocol needs. Bounds follow the standards the device's
 * supplicant follows: WPA passphrases 8-63 characters, WEP keys 5 or 13 characters,
 * SSID at most 32; EAP needs an identity, TLS a CA certificate and the others a password.
 * The characters of each field the chosen protocol sends are the contract's: no control
 * characters or shell metacharacters, passwords printable ASCII.
 */
export const addWifiSchema = translatedSchema(
  z
    .object({
      ssid: z.string().trim().min(1).max(32),
      security: z.enum(WIFI_SECURITY),
      encryption: z.string(),
      password: z.string().max(63),
      identity: z.string().max(64),
      ca: z.string().max(4096),
      eap: z.string(),
      inner: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const enterprise = v.security === 'WPA2-EAP';
      const sends = {
        ssid: true,
        password: v.security !== 'open' && !(enterprise && v.eap === 'TLS'),
        identity: enterprise,
        ca: enterprise && v.eap === 'TLS',
      };
      for (const field of ['ssid', 'password', 'identity', 'ca'] as const) {
        const message = sends[field] ? contractIssue(wire[field], v[field]) : undefined;
        if (message) issue(field, message);
      }
      if (enterprise) {
        if (v.identity.trim() === '') issue('identity', 'common:required');
        if (v.eap === 'TLS' && !v.ca.includes('BEGIN CERTIFICATE')) issue('ca', 'network:validation.caPem');
        if (v.eap !== 'TLS' && v.password === '') issue('password', 'common:required');
      } else if (v.security === 'WEP') {
        if (v.password.length !== 5 && v.password.length !== 13) issue('password', 'network:validation.wepKey');
      } else if (v.security !== 'open' && v.password.length < 8) {
        issue('password', 'network:validation.passphrase');
      }
    }),
);

export type AddWifiValues = z.output<typeof addWifiSchema>;

/** Only what the chosen protocol uses goes to SetAllWirless (empty strings mean "absent" there). */
export function toConnectInput(v: AddWifiValues) {
  const enterprise = v.security === 'WPA2-EAP';
  return {
    ssid: v.ssid.trim(),
    security: v.security,
    encryption: v.security === 'open' ? '' : v.encryption,
    password: v.security === 'open' ? '' : v.password,
    identity: enterprise ? v.identity : '',
    ca: enterprise ? v.ca : '',
    eap: enterprise ? v.eap : '',
    inner: enterprise && v.eap !== 'TLS' ? v.inner : '',
  };
}
