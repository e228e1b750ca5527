import { z } from 'zod';
import { MsgKey } from './codes';
import { endpoint } from './define';
import { wireFlag } from './fields';
import { DEVICE_LANGUAGES } from './settings';
import { wireChoice } from './settingsKit';

/** Firmware images: at most this many bytes (10101 beyond). */
export const FIRMWARE_MAX_BYTES = 32 * 1024 * 1024;
/** First bytes of every firmware image (10102 otherwise); layout in device/README.md "Firmware format". */
export const FIRMWARE_MAGIC = 'TACFW2';
/** First bytes of the older, unsigned images: refused as unsigned (10102, msg firmwareSignature). */
export const FIRMWARE_LEGACY_MAGIC = 'TACFW1';
/** An image ends with an Ed25519 signature of every byte before it, by a key the device trusts. */
export const FIRMWARE_SIGNATURE_BYTES = 64;
/**
 * The header's model and version (NUL padding removed): printable ASCII without spaces, 1 to 32
 * and 1 to 16 characters. Anything else is a damaged file or no firmware at all (10102): the
 * console says so rather than showing its bytes as a model name (issue 34, walk #11).
 */
export const FIRMWARE_MODEL_FORMAT = /^[\x21-\x7e]{1,32}$/;
export const FIRMWARE_VERSION_FORMAT = /^[\x21-\x7e]{1,16}$/;

/** How long the device stays offline after a restart, so the console can count down. */
const restarting = z.object({ restartms: z.number() });

export const RestartMachine = endpoint({
  name: 'RestartMachine',
  method: 'GET',
  access: 'machine',
  request: z.object({}),
  response: restarting,
  doc: 'Restarts the device: answers reboot:1 and restartms, then every session ends and calls are refused until it is back.',
});

export const InitMachine = endpoint({
  name: 'InitMachine',
  method: 'GET',
  access: 'machine',
  request: z.object({
    users: wireFlag().optional(),
    records: wireFlag().optional(),
    settings: wireFlag().optional(),
    all: wireFlag().optional(),
  }),
  response: restarting.extend({ reset: z.array(z.string()) }),
  doc:
    'Initialization: users=1 deletes every user (with fingerprints, faces, photos), records=1 every record, ' +
    'settings=1 puts every settings group and peripheral list back to factory defaults, the HTTPS certificate back ' +
    'to the one the device started with and the door back on its schedule (no operator override), all=1 all of it plus the ' +
    'web accounts. Then restarts like RestartMachine (reboot:1). Codes: 10003 when nothing is chosen.',
});

export const UpdateMachine = endpoint({
  name: 'UpdateMachine',
  method: 'POST',
  access: 'machine',
  request: z.object({}),
  response: restarting.extend({ version: z.string() }),
  upload: { maxBytes: FIRMWARE_MAX_BYTES, field: 'firmware' },
  doc:
    `Firmware upgrade: multipart file field \`firmware\` (any field name is accepted when it is the only file), ` +
    `a ${FIRMWARE_MAGIC} image for this model signed by the maker (see "Firmware format"). Checks the size, then ` +
    `the signature, then the rest; installs the version, restarts (reboot:1). ` +
    `Codes: 10003 no file, 10101 larger than ${FIRMWARE_MAX_BYTES / 1024 / 1024} MiB, ` +
    `10102/${MsgKey.FirmwareSignature} unsigned (a ${FIRMWARE_LEGACY_MAGIC} image), a wrong signature or one by a key ` +
    `the device does not trust, 10102 not a ${FIRMWARE_MAGIC} image, a bad checksum or another model (unless the ` +
    'upgrade mode of /up is on).',
});

const languageElements = DEVICE_LANGUAGES.map((l) => l.element) as unknown as readonly [string, ...string[]];

export const SetLanguageSettingItem = endpoint({
  name: 'SetLanguageSettingItem',
  method: 'POST',
  access: 'basicSetting',
  request: z.object({}),
  response: z.object({
    LanguageSettingItem: z.array(z.object({ element: z.string(), name: z.string() })),
    LanguageSetting: z.string(),
  }),
  doc: 'The languages the device display offers ({element, name}) and the current one (LanguageSetting).',
});

export const GetLanguageSettingItem = endpoint({
  name: 'GetLanguageSettingItem',
  method: 'POST',
  access: 'basicSetting',
  request: z.object({ LanguageSetting: wireChoice(languageElements) }),
  response: restarting.extend({ LanguageSetting: z.string() }),
  doc:
    'Changes the display language (LanguageSetting = an element of SetLanguageSettingItem; the display group ' +
    'follows); the device restarts (reboot:1). Codes: 10003 unknown element.',
});
