import { useState } from 'react';
import { screenKeys, useLocaleFormat, useTranslation } from '@tac/i18n';
import { bluetoothGroup, selectFuns, useAppSelector, type Peripheral, useBluetoothGroupQuery, useSaveBluetoothGroupMutation, useBluetoothListQuery } from '@tac/goform';
import {
  Badge,
  Button,
  Card,
  chakra,
  Flex,
  Heading,
  NativeSelect,
  Page,
  SettingsForm,
  Stack,
  SwitchField,
  RowsOrCards,
  Text,
  TextField,
  WaitingOverlay,
  contractFields,
  contractSchema,
  useSettingsForm,
} from '@tac/ui';
import { useNetworkBleConnectMutation, useNetworkBleGroupMutation } from './endpoints';
import { useBleSearch } from './useBleSearch';

const keys = screenKeys(bluetoothGroup.screen);

/** Every field of the group always applies: no condition to watch. */
const fields = contractFields(bluetoothGroup, {});

function Settings() {
  const { t } = useTranslation('network');
  const form = useSettingsForm({
    query: useBluetoothGroupQuery(),
    mutation: useSaveBluetoothGroupMutation(),
    schema: contractSchema(bluetoothGroup.schema),
  });
  return (
    <SettingsForm form={form} label={t('bluetooth.settings')}>
      <SwitchField name="serverswitch" label={t(keys.field('serverswitch'))} helperText={t('bluetooth.serverHelp')} />
      <TextField {...fields.text('address')} label={t(keys.field('address'))} helperText={t('bluetooth.addressHelp', fields.rule('address'))} />
      <SwitchField name="clientswitch" label={t(keys.field('clientswitch'))} helperText={t('bluetooth.clientHelp')} />
    </SettingsForm>
  );
}

function RouteSelect({ device }: { device: Peripheral }) {
  const { t } = useTranslation('network');
  const [assign, { isLoading }] = useNetworkBleGroupMutation();
  return (
    <NativeSelect.Root size="sm" width="auto" disabled={isLoading}>
      <NativeSelect.Field
        aria-label={t('bluetooth.routeOf', { mac: device.mac })}
        value={String(device.route)}
        onChange={(e) => void assign({ mac: device.mac, route: Number(e.target.value) })}
      >
        {[1, 2].map((route) => (
          <option key={route} value={route}>
            {t('bluetooth.route', { route })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function DeviceList({ devices }: { devices: Peripheral[] }) {
  const { t } = useTranslation('network');
  if (devices.length === 0) return <Text>{t('bluetooth.noDevices')}</Text>;
  return (
    <RowsOrCards
      label={t('bluetooth.devices')}
      rows={devices}
      rowKey={(d) => d.mac}
      rowLabel={(d) => d.mac}
      columns={[
        { header: t('bluetooth.mac'), cell: (d) => <chakra.span fontFamily="mono">{d.mac}</chakra.span>, nowrap: true, wide: true },
        { header: t('bluetooth.model'), cell: (d) => d.model },
        { header: t('bluetooth.machine'), cell: (d) => d.machine },
        { header: t('bluetooth.group'), cell: (d) => <RouteSelect device={d} /> },
        {
          header: t('bluetooth.status'),
          cell: (d) => (
            <Badge colorPalette={d.status === 1 ? 'green' : 'gray'}>
              {t(d.status === 1 ? 'bluetooth.authorized' : 'bluetooth.unauthorized')}
            </Badge>
          ),
        },
      ]}
    />
  );
}

function Devices() {
  const { t } = useTranslation('network');
  const { number } = useLocaleFormat();
  // The list is read with the Bluetooth Authorization call, which needs that section's permission;
  // without it the screen lists the devices connected during this visit.
  const canReadList = useAppSelector(selectFuns).includes('advancedSetting');
  const list = useBluetoothListQuery(undefined, { skip: !canReadList });
  const [connectedHere, setConnectedHere] = useState<Peripheral[]>([]);
  const [connect] = useNetworkBleConnectMutation();
  const [connecting, setConnecting] = useState<string>();
  const search = useBleSearch();

  const join = async (mac: string) => {
    setConnecting(mac);
    try {
      const device = await connect({ mac }).unwrap();
      setConnectedHere((known) => [...known.filter((d) => d.mac !== device.mac), device]);
    } catch {
      // The catalogue message is already shown.
    } finally {
      setConnecting(undefined);
    }
  };

  const devices = canReadList ? (list.data?.items ?? []) : connectedHere;
  const known = new Set(devices.map((d) => d.mac));

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {t('bluetooth.devices')}
        </Heading>
        <Button variant="outline" onClick={() => void search.search()}>
          {t('bluetooth.search')}
        </Button>
      </Flex>
      <WaitingOverlay open={search.state === 'searching'} message={t('bluetooth.searching')} onCancel={search.cancel} />
      {search.state === 'done' && (
        <Card.Root variant="subtle">
          <Card.Body gap="3">
            <Heading as="h3" size="sm">
              {t('bluetooth.found', { count: search.peers.length })}
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none" aria-label={t('bluetooth.foundList')}>
              {search.peers.map((peer) => (
                <Flex as="li" key={peer.mac} justify="space-between" align="center" gap="3" wrap="wrap">
                  <Text>
                    {peer.name} <Text as="span" fontFamily="mono" color="fg.muted">{peer.mac}</Text>{' '}
                    <Text as="span" color="fg.muted">{t('bluetooth.rssi', { rssi: number(peer.rssi) })}</Text>
                  </Text>
                  {known.has(peer.mac) ? (
                    <Badge>{t('bluetooth.connected')}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      colorPalette="brand"
                      loading={connecting === peer.mac}
                      onClick={() => void join(peer.mac)}
                      aria-label={t('bluetooth.connectTo', { name: peer.name })}
                    >
                      {t('bluetooth.connect')}
                    </Button>
                  )}
                </Flex>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      <DeviceList devices={devices} />
    </Stack>
  );
}

/** Network › Bluetooth: the radio's settings, then searching, connecting and grouping peers. */
export default function Bluetooth() {
  const { t } = useTranslation('network');
  return (
    <Page title={t('bluetooth.title')}>
      <Settings />
      <Devices />
    </Page>
  );
}
