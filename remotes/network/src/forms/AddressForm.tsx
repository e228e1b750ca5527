import { screenKeys, useTranslation } from '@tac/i18n';
import { type ethernetGroup } from '@tac/goform';
import {
  contractSchema,
  Page,
  type QueryState,
  RadioField,
  SettingsForm,
  Stack,
  TextField,
  useContractFields,
  useSettingsForm,
} from '@tac/ui';
import { useConfirmOrRevert } from '../networkChange/useConfirmOrRevert';

/** Ethernet and WAN share their fields, rules and endpoints' shape (contract: `network`). */
type AddressGroup = typeof ethernetGroup;
type Wire = Record<string, unknown> & { rollbackms?: number };

export interface AddressFormProps {
  titleKey: string;
  group: AddressGroup;
  query: QueryState<Wire>;
  mutation: readonly [(arg: never) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];
}

/** Every address field; with DHCP the address, mask and gateway stay visible (what DHCP gave) but do not apply. */
function AddressFields({ group }: { group: AddressGroup }) {
  const { t } = useTranslation('network');
  const fields = useContractFields(group);
  const address = (field: 'ip' | 'mask' | 'gateway' | 'dns') => (
    <TextField {...fields.text(field)} label={t(screenKeys(group.screen).field(field))} inputMode="decimal" disabled={!fields.applies(field)} />
  );
  return (
    <>
      {address('ip')}
      {address('mask')}
      {address('gateway')}
      {address('dns')}
    </>
  );
}

/** IP setup (Static IP or DHCP), address, mask, gateway, DNS — saved with confirm-or-revert. */
export function AddressForm({ titleKey, group, query, mutation }: AddressFormProps) {
  const { t } = useTranslation('network');
  const keys = screenKeys(group.screen);
  const change = useConfirmOrRevert({ group, data: query.data, mutation, refetch: query.refetch, addresses: true });
  const form = useSettingsForm({
    query,
    mutation: change.mutation,
    schema: contractSchema(group.schema),
    fromWire: (wire) => ({
      ipmode: String(wire.ipmode),
      ip: String(wire.ip),
      mask: String(wire.mask),
      gateway: String(wire.gateway),
      dns: String(wire.dns),
    }),
  });
  return (
    <Page title={t(titleKey)}>
      {change.ui}
      <SettingsForm form={form} label={t(titleKey)}>
        <Stack gap="5">
          <RadioField
            name="ipmode"
            label={t(keys.field('ipmode'))}
            options={[
              { value: 'static', label: t(keys.option('ipmode', 'static')) },
              { value: 'dhcp', label: t(keys.option('ipmode', 'dhcp')) },
            ]}
          />
          <AddressFields group={group} />
        </Stack>
      </SettingsForm>
    </Page>
  );
}
