import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { Stack, Text } from '@tac/ui';
import { signalQuality } from './signal';

/** What SetWirless answers of the live link (the contract's `live` fields of the wifi group) and the network it names. */
export interface WifiLink {
  ssid?: string;
  connected?: number;
  connectedip?: string;
  connectedsignal?: number;
}

/** The network the device has joined, if the device says so. */
export const joinedNetwork = (link: WifiLink | undefined): string | undefined =>
  link?.connected === 1 && link.ssid ? link.ssid : undefined;

/**
 * Whether the device has joined a network: its name, the address it was given and the signal;
 * or that it has not. Nothing when the device does not say (older firmware answers no link).
 */
export function WifiLinkStatus({ link }: { link: WifiLink | undefined }) {
  const { t } = useTranslation('network');
  const { number } = useLocaleFormat();
  if (link?.connected === undefined) return null;
  const ssid = joinedNetwork(link);
  if (!ssid) return <Text fontWeight="semibold">{t('wifiLink.notConnected')}</Text>;
  const details = [
    link.connectedip && t('wifiLink.address', { ip: link.connectedip }),
    link.connectedsignal !== undefined &&
      t('chooseWifi.signal', { dbm: number(link.connectedsignal), quality: t(`chooseWifi.quality.${signalQuality(link.connectedsignal)}`) }),
  ].filter(Boolean);
  return (
    <Stack gap="0">
      <Text fontWeight="semibold">{t('wifiLink.connected', { ssid })}</Text>
      {details.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {details.join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
