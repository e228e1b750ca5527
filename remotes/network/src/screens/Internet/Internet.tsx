import { internetGroup } from '@tac/goform';
import { AddressForm } from '../../forms/AddressForm';
import { useNetworkInternetQuery, useNetworkSaveInternetMutation } from './endpoints';

/** Network › Internet: the WAN uplink (SetInternetParam reads, GetInternetParam writes). */
export default function Internet() {
  return (
    <AddressForm
      titleKey="internet.title"
      group={internetGroup}
      query={useNetworkInternetQuery()}
      mutation={useNetworkSaveInternetMutation()}
    />
  );
}
