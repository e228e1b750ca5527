import { internetGroup, useInternetGroupQuery, useSaveInternetGroupMutation } from '@tac/goform';
import { AddressForm } from '../../forms/AddressForm';
import { PENDING_CHANGE_READ } from '../../networkChange/useConfirmOrRevert';

/** Network › Internet: the WAN uplink (SetInternetParam reads, GetInternetParam writes). */
export default function Internet() {
  return (
    <AddressForm
      titleKey="internet.title"
      group={internetGroup}
      query={useInternetGroupQuery(undefined, PENDING_CHANGE_READ)}
      mutation={useSaveInternetGroupMutation()}
    />
  );
}
