import { z } from 'zod';
import { endpoint } from './define';
import { wireText } from './fields';
import { FieldMessage } from './messages';
import { withRule } from './rules';
import { wireChoice } from './settingsKit';

/** An SN key: five characters A-Z 0-9 (the five keys of /snkey read as one product key). */
export const SNKEY = /^[A-Z0-9]{5}$/;
/** Typed lower case or with spaces around, a key is still the key. */
const snKey = () =>
  withRule(wireText(5).pipe(z.string().trim().toUpperCase().regex(SNKEY, FieldMessage.snKey)), {
    maxLength: 5,
    required: true,
    message: FieldMessage.snKey,
  });
const snKeys = z.object({ key1: z.string(), key2: z.string(), key3: z.string(), key4: z.string(), key5: z.string() });

export const SetSNKeyParam = endpoint({
  name: 'SetSNKeyParam',
  method: 'GET',
  access: 'machine',
  request: z.object({}),
  response: snKeys,
  doc: 'Reads the serial-number key (/snkey): key1..key5, empty until written.',
});
export const GetSNKeyParam = endpoint({
  name: 'GetSNKeyParam',
  method: 'POST',
  access: 'machine',
  request: z.object({ key1: snKey(), key2: snKey(), key3: snKey(), key4: snKey(), key5: snKey() }),
  response: snKeys,
  doc: 'Writes the serial-number key: all five keys, each five characters A-Z 0-9. Codes: 10003 a key missing or malformed.',
});

/** Upgrade mode (/up) lasts this long, or until the device restarts from the upgrade. */
export const UPGRADE_MODE_MINUTES = 10;

export const SetWebUpgradeMode = endpoint({
  name: 'SetWebUpgradeMode',
  method: 'POST',
  access: 'machine',
  request: z.object({ password: wireText(64) }),
  response: z.object({ upgrademode: z.number(), expiresms: z.number() }),
  doc:
    `Forced upgrade (/up): with the unit’s own upgrade password (made at its first start), switches on upgrade mode for ${UPGRADE_MODE_MINUTES} minutes, during ` +
    'which UpdateMachine also takes an image of another model. Codes: 40201 empty password, 40302 wrong password.',
});

export const DEBUG_MODES = ['normal', 'test', 'aging'] as const;
export const SetDebugParam = endpoint({
  name: 'SetDebugParam',
  method: 'GET',
  access: 'public',
  request: z.object({}),
  response: z.object({ mode: z.string() }),
  doc: 'Reads the test mode of the /test page (normal|test|aging). Public: /test works logged out.',
});
export const GetDebugParam = endpoint({
  name: 'GetDebugParam',
  method: 'POST',
  access: 'public',
  request: z.object({ mode: wireChoice(DEBUG_MODES) }),
  response: z.object({ mode: z.string() }),
  doc:
    'Sets the test mode (SetMode of /test): normal, test (the display runs its test pattern) or aging (burn-in). ' +
    'Public like /test; it changes no data and no security setting. Codes: 10003 unknown mode.',
});

/**
 * The camera test of /test. The page and its test mode are public, but a picture of
 * whatever stands in front of the terminal is not: it needs a session, a console login or
 * the factory service session of the superuser's factory key.
 */
export const test_takephoto = endpoint({
  name: 'test_takephoto',
  method: 'POST',
  access: 'session',
  request: z.object({}),
  response: z.object({ photo: z.string(), width: z.number(), height: z.number() }),
  doc:
    'Camera test of /test: takes a picture and answers it as a PNG data: URL. Unlike the rest of /test it needs a ' +
    'session: a console login or the factory service session. Codes: 40104 without one, 10003 a model without camera.',
});
