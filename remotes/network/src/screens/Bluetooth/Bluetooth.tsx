import { useState } from 'react';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { bluetoothGroup, selectFuns, useAppSelector, type Peripheral, useBluetoothGroupQuery, useSaveBluetoothGroupMutation, useBluetoothListQuery } from '@tac/goform';
import {
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  NativeSelect,
  Page,
  SettingsForm,
  Stack,
  SwitchField,
  Table,
  Text,
  TextField,
  WaitingOverlay,
  contractFields,
  contractSchema,
  useSettingsForm,
} from '@tac/ui';
import { useNetworkBleConnectMutation, useNetworkBleGroupMutation } from './endpoints';
import { useBleSearch } from './useBleSearch';

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
      <SwitchField name="serverswitch" label={t('bluetooth.serverSwitch')} helperText={t('bluetooth.serverHelp')} />
      <TextField {...fields.text('address')} label={t('bluetooth.address')} helperText={t('bluetooth.addressHelp')} />
      <SwitchField name="clientswitch" label={t('bluetooth.clientSwitch')} helperText={t('bluetooth.clientHelp')} />
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
    <Table.ScrollArea borderWidth="1px" rounded="md" maxW="3xl">
      <Table.Root size="sm" aria-label={t('bluetooth.devices')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('bluetooth.mac')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bluetooth.model')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bluetooth.machine')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bluetooth.group')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bluetooth.status')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {devices.map((d) => (
            <Table.Row key={d.mac}>
              <Table.Cell fontFamily="mono">{d.mac}</Table.Cell>
              <Table.Cell>{d.model}</Table.Cell>
              <Table.Cell>{d.machine}</Table.Cell>
              <Table.Cell>
                <RouteSelect device={d} />
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={d.status === 1 ? 'green' : 'gray'}>
                  {t(d.status === 1 ? 'bluetooth.authorized' : 'bluetooth.unauthorized')}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
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
        <Card.Root variant="subtle" maxW="3xl">
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
