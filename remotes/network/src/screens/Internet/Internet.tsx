import { internetGroup, useInternetGroupQuery, useSaveInternetGroupMutation } from '@tac/goform';
import { AddressForm } from '../../forms/AddressForm';

/** Network › Internet: the WAN uplink (SetInternetParam reads, GetInternetParam writes). */
export default function Internet() {
  return (
    <AddressForm
      titleKey="internet.title"
      group={internetGroup}
      query={useInternetGroupQuery()}
      mutation={useSaveInternetGroupMutation()}
    />
  );
}
