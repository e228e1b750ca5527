import { z } from 'zod';
import { FieldMessage, SetAllWirless, wifiEncryptionIssue, wifiEnterpriseIssues, wifiJoinApplies, wifiKeyIssue, WIFI_SECURITY } from '@tac/goform';
import { contractFields, contractSchema, issueMessage } from '@tac/ui';

export const EAP_METHODS = ['PEAP', 'TTLS', 'TLS'] as const;
export const INNER_METHODS = ['MSCHAPV2', 'GTC', 'PAP'] as const;

/** The SetAllWirless contract's own rule for each field the form sends. */
const wire = SetAllWirless.request.shape;
/** The contract's message for a value its rule refuses. */
const contractIssue = (schema: z.ZodType, value: string) => schema.safeParse(value, { error: issueMessage }).error?.issues[0]?.message;

/** SetAllWirless's fields, and which of them the chosen security uses (the contract's wifiJoinApplies). */
export const addWifiSource = { shape: SetAllWirless.request, appliesWhen: wifiJoinApplies };

/**
 * Add Wi-Fi: what each security protocol needs. The form holds every protocol's fields, and
 * checks with the contract's rules only those the chosen protocol sends: the key's length
 * for the security (the contract's wifiKeyIssue), an encryption the security uses
 * (wifiEncryptionIssue), the characters of each field, what an enterprise join needs
 * (wifiEnterpriseIssues); a secured network without EAP needs its key.
 */
export const addWifiSchema = contractSchema(
  z
    .object({
      ssid: z.string(),
      security: z.enum(WIFI_SECURITY),
      encryption: z.string(),
      password: z.string(),
      identity: z.string(),
      ca: z.string(),
      eap: z.string(),
      inner: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const fields = contractFields(addWifiSource, v);
      const ssidIssue = contractIssue(wire.ssid, v.ssid.trim());
      if (ssidIssue) issue('ssid', ssidIssue);
      const encryptionIssue = fields.applies('encryption') ? wifiEncryptionIssue(v.security, v.encryption) : undefined;
      if (encryptionIssue) issue('encryption', encryptionIssue);
      for (const field of ['password', 'identity', 'ca'] as const) {
        const message = fields.applies(field) ? contractIssue(wire[field], v[field]) : undefined;
        if (message) issue(field, message);
      }
      if (v.security === 'WPA2-EAP') wifiEnterpriseIssues(v, issue);
      else if (v.security !== 'open') {
        const message = wifiKeyIssue(v.security, v.password) ?? (v.password === '' ? FieldMessage.passphrase : undefined);
        if (message) issue('password', message);
      }
    }),
  wire,
);

export type AddWifiValues = z.output<typeof addWifiSchema>;

/** Only what the chosen protocol uses goes to SetAllWirless (empty strings mean "absent" there). */
export function toConnectInput(v: AddWifiValues) {
  const fields = contractFields(addWifiSource, v);
  const ifUsed = (field: 'encryption' | 'password' | 'identity' | 'ca' | 'eap' | 'inner') => (fields.applies(field) ? v[field] : '');
  return {
    ssid: v.ssid.trim(),
    security: v.security,
    encryption: ifUsed('encryption'),
    password: ifUsed('password'),
    identity: ifUsed('identity'),
    ca: ifUsed('ca'),
    eap: ifUsed('eap'),
    inner: ifUsed('inner'),
  };
}
