import { ethernetGroup } from '@tac/goform';
import { AddressForm } from '../../forms/AddressForm';
import { useNetworkEthernetQuery, useNetworkSaveEthernetMutation } from './endpoints';

/** Network › Ethernet: the wired interface (SetEthernetParam reads, GetEthernetParam writes). */
export default function Ethernet() {
  return (
    <AddressForm
      titleKey="ethernet.title"
      group={ethernetGroup}
      query={useNetworkEthernetQuery()}
      mutation={useNetworkSaveEthernetMutation()}
    />
  );
}
