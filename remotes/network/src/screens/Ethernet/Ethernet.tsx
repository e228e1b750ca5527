import { ethernetGroup, useEthernetGroupQuery, useSaveEthernetGroupMutation } from '@tac/goform';
import { AddressForm } from '../../forms/AddressForm';

/** Network › Ethernet: the wired interface (SetEthernetParam reads, GetEthernetParam writes). */
export default function Ethernet() {
  return (
    <AddressForm
      titleKey="ethernet.title"
      group={ethernetGroup}
      query={useEthernetGroupQuery()}
      mutation={useSaveEthernetGroupMutation()}
    />
  );
}
