import { useTranslation } from '@tac/i18n';
import { useSystemInfoQuery } from '@tac/goform';
import { Flex, Text, VisuallyHidden } from '@tac/ui';
import { useRehearsal } from '../startup/rehearsalContext';

/** What tells this terminal from the others open in other tabs (walk #21): its serial number and address. */
export interface DeviceIdentity {
  serial: string;
  /** Absent on firmware whose system info names no address. */
  ip?: string;
}

/** The identity from SetInfoParam (the system info the console already reads and caches); none before the sign-in. */
export function useDeviceIdentity(): DeviceIdentity | undefined {
  const rehearsal = useRehearsal();
  const { data } = useSystemInfoQuery(undefined, { skip: rehearsal });
  if (!data?.SerialNumber) return undefined;
  return data.IPAddress ? { serial: data.SerialNumber, ip: data.IPAddress } : { serial: data.SerialNumber };
}

/** `SN (IP)`, or the serial alone. */
export const identityText = (identity: DeviceIdentity): string => (identity.ip ? `${identity.serial} (${identity.ip})` : identity.serial);

/**
 * The navbar's device: serial and address. In a narrow header the serial gives way (an
 * ellipsis, the whole text on hover) and the address stays whole; both are left-to-right
 * runs inside a right-to-left page, where the pair sits mirrored at the inline end.
 */
export function DeviceIdentityLabel({ identity }: { identity: DeviceIdentity }) {
  const { t } = useTranslation();
  return (
    <Flex as="p" align="baseline" gap="1" minW="0" flexShrink={1} fontSize="sm" color="fg.muted" title={identityText(identity)}>
      <VisuallyHidden>{`${t('shell:navbar.device')}: `}</VisuallyHidden>
      <Text as="bdi" dir="ltr" truncate minW="0">
        {identity.serial}
      </Text>
      {identity.ip && (
        <Text as="bdi" dir="ltr" flexShrink={0}>
          ({identity.ip})
        </Text>
      )}
    </Flex>
  );
}
