import { ethernetGroup, useEthernetGroupQuery, useSaveEthernetGroupMutation } from '@tac/goform';
import { AddressForm } from '../../forms/AddressForm';
import { PENDING_CHANGE_READ } from '../../networkChange/useConfirmOrRevert';

/** Network › Ethernet: the wired interface (SetEthernetParam reads, GetEthernetParam writes). */
export default function Ethernet() {
  return (
    <AddressForm
      titleKey="ethernet.title"
      group={ethernetGroup}
      query={useEthernetGroupQuery(undefined, PENDING_CHANGE_READ)}
      mutation={useSaveEthernetGroupMutation()}
    />
  );
}
