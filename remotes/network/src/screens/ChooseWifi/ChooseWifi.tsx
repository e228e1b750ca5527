import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { wirePassphrase } from '@tac/goform';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import {
  Badge,
  Button,
  Card,
  ErrorPanel,
  Flex,
  FormProvider,
  issueMessage,
  Link,
  Page,
  PasswordField,
  Spinner,
  Stack,
  Text,
  useForm,
} from '@tac/ui';
import { addWifiFor } from '../../paths';
import { translatedSchema } from '../../forms/groupSchema';
import { useWifiConnect } from '../../wifi/useWifiConnect';
import { signalQuality } from '../../wifi/signal';
import { useNetworkWifiScanQuery, type ScannedNetwork } from './endpoints';

/** WPA passphrases are 8 to 63 characters (IEEE 802.11i), of the characters the device takes (the contract's rule). */
const passphrase = wirePassphrase(63);
const passwordSchema = translatedSchema(
  z.object({ password: z.string().min(8, 'network:validation.passphrase').max(63) }).superRefine(({ password }, ctx) => {
    const message = passphrase.safeParse(password).error?.issues[0]?.message;
    if (message) ctx.addIssue({ code: 'custom', path: ['password'], message });
  }),
);

function JoinForm({ network, onJoin, busy }: { network: ScannedNetwork; onJoin: (password: string) => void; busy: boolean }) {
  const { t } = useTranslation('network');
  const methods = useForm<{ password: string }>({
    resolver: zodResolver(passwordSchema, { error: issueMessage }),
    defaultValues: { password: '' },
  });
  return (
    <FormProvider {...methods}>
      <form
        aria-label={t('chooseWifi.joinLabel', { ssid: network.ssid })}
        noValidate
        onSubmit={methods.handleSubmit(({ password }) => onJoin(password))}
      >
        <Stack gap="3">
          <PasswordField name="password" label={t('chooseWifi.password')} maxLength={63} required />
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
            {t('wifiConnect.connect')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

function NetworkCard({
  network,
  chosen,
  onChoose,
  onJoin,
  busy,
}: {
  network: ScannedNetwork;
  chosen: boolean;
  onChoose: () => void;
  onJoin: (password: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('network');
  const { number } = useLocaleFormat();
  const open = network.security === 'open';
  const enterprise = network.security.endsWith('EAP');
  return (
    <Card.Root as="li" variant={chosen ? 'outline' : 'subtle'} borderColor={chosen ? 'brand.solid' : undefined}>
      <Card.Body gap="3">
        {/* Phones put security and Choose under the name on every card, not only where the name is long. */}
        <Flex justify="space-between" direction={{ base: 'column', sm: 'row' }} align={{ base: 'start', sm: 'center' }} gap="3">
          <Stack gap="1">
            <Text fontWeight="semibold">{network.ssid}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('chooseWifi.signal', { dbm: number(network.signal), quality: t(`chooseWifi.quality.${signalQuality(network.signal)}`) })}
            </Text>
          </Stack>
          <Flex gap="2" align="center">
            <Badge>{open ? t('chooseWifi.open') : network.security}</Badge>
            {!chosen && (
              <Button size="sm" variant="outline" onClick={onChoose} aria-label={t('chooseWifi.choose', { ssid: network.ssid })}>
                {t('chooseWifi.chooseShort')}
              </Button>
            )}
          </Flex>
        </Flex>
        {chosen &&
          (enterprise ? (
            <Text>
              {t('chooseWifi.enterprise')}{' '}
              <Link asChild textDecoration="underline">
                <RouterLink to={addWifiFor(network.ssid)}>
                  {t('chooseWifi.toAddWifi')}
                </RouterLink>
              </Link>
            </Text>
          ) : open ? (
            <Button colorPalette="brand" alignSelf="start" loading={busy} onClick={() => onJoin('')}>
              {t('wifiConnect.connect')}
            </Button>
          ) : (
            <JoinForm network={network} onJoin={onJoin} busy={busy} />
          ))}
      </Card.Body>
    </Card.Root>
  );
}

/** Network › Wi-Fi › Choose Wi-Fi: the networks in range (GetChooseWirless); join one (SetAllWirless). */
export default function ChooseWifi() {
  const { t } = useTranslation('network');
  const scan = useNetworkWifiScanQuery(undefined, { refetchOnMountOrArgChange: true });
  const join = useWifiConnect();
  const [chosen, setChosen] = useState<string>();

  const rescan = (
    <Button variant="outline" onClick={() => void scan.refetch()} loading={scan.isFetching}>
      {t('chooseWifi.rescan')}
    </Button>
  );

  return (
    <Page title={t('chooseWifi.title')} actions={rescan}>
      {join.ui}
      {scan.isLoading ? (
        <Flex role="status" align="center" gap="3">
          <Spinner size="sm" aria-hidden="true" />
          <Text>{t('chooseWifi.scanning')}</Text>
        </Flex>
      ) : scan.isError || !scan.data ? (
        <ErrorPanel title={t('chooseWifi.scanFailed')} onRetry={() => void scan.refetch()} />
      ) : scan.data.length === 0 ? (
        <Text>{t('chooseWifi.none')}</Text>
      ) : (
        <Stack as="ul" aria-label={t('chooseWifi.listLabel')} gap="3" maxW="2xl" listStyleType="none">
          {scan.data.map((network) => (
            <NetworkCard
              key={network.ssid}
              network={network}
              chosen={chosen === network.ssid}
              onChoose={() => setChosen(network.ssid)}
              onJoin={(password) => join.start({ ssid: network.ssid, password, security: network.security })}
              busy={join.isConnecting}
            />
          ))}
        </Stack>
      )}
    </Page>
  );
}
