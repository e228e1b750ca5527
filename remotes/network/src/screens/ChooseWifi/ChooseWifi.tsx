import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { FieldMessage, SetAllWirless, useWifiGroupQuery, wifiKeyIssue } from '@tac/goform';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import {
  Badge,
  Button,
  Card,
  contractFields,
  contractSchema,
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
import { useWifiConnect } from '../../wifi/useWifiConnect';
import { signalQuality } from '../../wifi/signal';
import { joinedNetwork, WifiLinkStatus } from '../../wifi/WifiLinkStatus';
import { PENDING_CHANGE_READ } from '../../networkChange/useConfirmOrRevert';
import { useNetworkWifiScanQuery, type ScannedNetwork } from './endpoints';

/** The password of a join: SetAllWirless's field (its characters, its length). */
const joinShape = z.object({ password: SetAllWirless.request.shape.password.unwrap() });
const joinFields = contractFields({ shape: joinShape }, {});

/**
 * A secured network of the scan needs its password, of the length its security takes
 * (the contract's wifiKeyIssue): the device would try to join without one and fail.
 */
const joinSchema = (security: string) =>
  contractSchema(
    joinShape.superRefine(({ password }, ctx) => {
      const message = wifiKeyIssue(security, password) ?? (password === '' ? FieldMessage.passphrase : undefined);
      if (message) ctx.addIssue({ code: 'custom', path: ['password'], message });
    }),
  );

function JoinForm({ network, onJoin, busy }: { network: ScannedNetwork; onJoin: (password: string) => void; busy: boolean }) {
  const { t } = useTranslation('network');
  const methods = useForm<z.input<typeof joinShape>, unknown, z.output<typeof joinShape>>({
    resolver: zodResolver(joinSchema(network.security), { error: issueMessage }),
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
          <PasswordField {...joinFields.text('password')} label={t('chooseWifi.password')} required />
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
  joined,
  chosen,
  onChoose,
  onJoin,
  busy,
}: {
  network: ScannedNetwork;
  /** The network the device has joined: said in words beside its name, not by colour alone. */
  joined: boolean;
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
            <Flex gap="2" align="center" wrap="wrap">
              <Text fontWeight="semibold">{network.ssid}</Text>
              {joined && <Badge colorPalette="green">{t('chooseWifi.connected')}</Badge>}
            </Flex>
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

/**
 * Network › Wi-Fi › Choose Wi-Fi: the link (SetWirless), the networks in range (GetChooseWirless),
 * the joined one marked; join one (SetAllWirless).
 */
export default function ChooseWifi() {
  const { t } = useTranslation('network');
  const scan = useNetworkWifiScanQuery(undefined, { refetchOnMountOrArgChange: true });
  const link = useWifiGroupQuery(undefined, PENDING_CHANGE_READ).data;
  const joined = joinedNetwork(link);
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
      <WifiLinkStatus link={link} />
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
              joined={joined === network.ssid}
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
