import { useTranslation } from '@tac/i18n';
import { type ethernetGroup } from '@tac/goform';
import { Page, type QueryState, RadioField, SettingsForm, Stack, TextField, useSettingsForm, useWatch } from '@tac/ui';
import { useConfirmOrRevert } from '../networkChange/useConfirmOrRevert';
import { translatedSchema } from './groupSchema';

/** Ethernet and WAN share their fields, rules and endpoints' shape (contract: `network`). */
type AddressGroup = typeof ethernetGroup;
type Wire = Record<string, unknown> & { rollbackms?: number };

export interface AddressFormProps {
  titleKey: string;
  group: AddressGroup;
  query: QueryState<Wire>;
  mutation: readonly [(arg: never) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];
}

function StaticFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('network');
  return (
    <>
      <TextField name="ip" label={t('address.ip')} inputMode="decimal" maxLength={15} required={!disabled} disabled={disabled} />
      <TextField name="mask" label={t('address.mask')} inputMode="decimal" maxLength={15} required={!disabled} disabled={disabled} />
      <TextField
        name="gateway"
        label={t('address.gateway')}
        inputMode="decimal"
        maxLength={15}
        required={!disabled}
        disabled={disabled}
      />
    </>
  );
}

function ModeDependentFields() {
  const ipmode = useWatch({ name: 'ipmode' }) as string | undefined;
  return <StaticFields disabled={ipmode === 'dhcp'} />;
}

/** IP setup (Static IP or DHCP), address, mask, gateway, DNS — saved with confirm-or-revert. */
export function AddressForm({ titleKey, group, query, mutation }: AddressFormProps) {
  const { t } = useTranslation('network');
  const change = useConfirmOrRevert({ group, data: query.data, mutation, refetch: query.refetch, addresses: true });
  const form = useSettingsForm({
    query,
    mutation: change.mutation,
    schema: translatedSchema(group.schema),
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
            label={t('address.ipmode')}
            options={[
              { value: 'static', label: t('address.static') },
              { value: 'dhcp', label: t('address.dhcp') },
            ]}
          />
          <ModeDependentFields />
          <TextField name="dns" label={t('address.dns')} inputMode="decimal" maxLength={15} required />
        </Stack>
      </SettingsForm>
    </Page>
  );
}
