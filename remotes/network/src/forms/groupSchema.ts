import { z } from 'zod';
import { TEXT_RULES, WIFI_KEY_RULES } from '@tac/goform';
import { issueMessage } from '@tac/ui';

/**
 * The contract's group schemas (shared/goform/src/contract/settings.ts) already hold every
 * rule of these screens — IPv4 format, mask contiguity, host address, gateway inside the
 * subnet, Wi-Fi passwords, fields required by a switch — and the emulator enforces the very
 * same ones. Their messages are plain English meant for logs, so the forms reuse the schemas
 * unchanged and only translate those messages here, rather than restating the rules.
 */
const CONTRACT_MESSAGES: Record<string, string> = {
  'IPv4 address': 'network:validation.ipv4',
  'not a contiguous mask': 'network:validation.maskContiguous',
  'network or broadcast address': 'network:validation.hostAddress',
  'gateway equals the address': 'network:validation.gatewayIsAddress',
  'gateway outside the subnet': 'network:validation.gatewaySubnet',
  'required in station mode': 'common:required',
  'required when custom': 'common:required',
  'required when enabled': 'common:required',
  'required for servertype url': 'common:required',
  [WIFI_KEY_RULES.wpa]: 'network:validation.wifiPassword',
  [WIFI_KEY_RULES.wep]: 'network:validation.wepKey',
  'up to 6 digits': 'network:validation.pin',
  // What the device refuses in text it hands to a shell or a config file (contract fields.ts).
  [TEXT_RULES.control]: 'common:controlChars',
  [TEXT_RULES.shell]: 'common:shellChars',
  [TEXT_RULES.host]: 'network:validation.host',
  [TEXT_RULES.passphrase]: 'network:validation.passphraseChars',
};

/** The i18n key (or already translated text) for one issue of a contract schema. */
export function contractIssueKey(message: string): string {
  return CONTRACT_MESSAGES[message] ?? message;
}

/**
 * A form schema that validates with a contract schema and reports its issues translated.
 * Input and output types stay those of the contract, so the form fields are typed by it.
 */
export function translatedSchema<S extends z.ZodType>(schema: S) {
  return z.custom<z.input<S>>(() => true).transform((value, ctx): z.output<S> => {
    const parsed = schema.safeParse(value, { error: issueMessage });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: contractIssueKey(issue.message) });
    }
    return z.NEVER;
  });
}
