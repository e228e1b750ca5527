import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The firmware TEST key pair (device/test-keys): a fixture, not the maker's key. A device trusts it
 * only when started with FIRMWARE_TRUSTED_KEYS naming the public half, as tests and e2e do.
 */
export const TEST_FIRMWARE_PRIVATE_KEY_FILE = join(__dirname, '../../test-keys/firmware-test.key.pem');
export const TEST_FIRMWARE_PUBLIC_KEY_FILE = join(__dirname, '../../test-keys/firmware-test.pub.pem');

export const testFirmwareSigningKey = () => readFileSync(TEST_FIRMWARE_PRIVATE_KEY_FILE);

/** The environment of a device that trusts the test key. */
export const TRUSTS_TEST_KEY = { FIRMWARE_TRUSTED_KEYS: TEST_FIRMWARE_PUBLIC_KEY_FILE };
