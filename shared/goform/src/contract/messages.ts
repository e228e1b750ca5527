/**
 * The i18n keys of every message the contract gives (DESIGN §1: the contract is the one
 * source of a field's rules). The console shows their texts, which the catalogues hold in
 * every language; a text may name the field's bounds as {{min}}, {{max}}, {{minLength}}
 * or {{maxLength}}, filled from the field's rule (rules.ts), so a bound changes in one place.
 * The device answers catalogue codes, never these messages.
 */
export const FieldMessage = {
  required: 'common:required',
  invalid: 'common:invalid',
  controlChars: 'common:controlChars',
  shellChars: 'common:shellChars',
  pinDigits: 'common:pinDigits',
  passwordNotSame: 'errors:PasswordNotSame',
  time: 'common:timeHHMM',
  wholeNumber: 'common:wholeNumber',
  date: 'common:date',
  ipv4: 'network:validation.ipv4',
  maskContiguous: 'network:validation.maskContiguous',
  hostAddress: 'network:validation.hostAddress',
  gatewayIsAddress: 'network:validation.gatewayIsAddress',
  gatewaySubnet: 'network:validation.gatewaySubnet',
  host: 'network:validation.host',
  hostName: 'advancedSetup:timeSetting.hostName',
  timeZone: 'advancedSetup:timeSetting.timeZoneUnknown',
  apiKey: 'network:validation.apiKey',
  passphraseChars: 'network:validation.passphraseChars',
  wifiPassword: 'network:validation.wifiPassword',
  passphrase: 'network:validation.passphrase',
  wepKey: 'network:validation.wepKey',
  openNetworkPassword: 'network:validation.openNetworkPassword',
  wifiEncryption: 'network:validation.wifiEncryption',
  caPem: 'network:validation.caPem',
  workEndAfterStart: 'advancedSetup:attendance.endAfterStart',
  clockYears: 'advancedSetup:timeSetting.yearRange',
  dstNoSuchDay: 'advancedSetup:dst.noSuchDay',
  dstSameDay: 'advancedSetup:dst.sameDay',
  statusLabelsDiffer: 'advancedSetup:applyStatus.duplicate',
  statusChangeSameTime: 'advancedSetup:statusChange.sameTime',
  zoneEndAfterStart: 'accessControl:timeZone.endBeforeStart',
  zoneInBothSchedules: 'accessControl:doorSchedule.inBoth',
  zoneTwiceInGroup: 'accessControl:group.duplicate',
  holidayEndBeforeStart: 'accessControl:holidays.endBeforeStart',
  holidayYearlyTooLong: 'accessControl:holidays.yearlyTooLong',
  useridRequired: 'users:validation.useridRequired',
  useridRange: 'users:validation.useridRange',
  usernameRequired: 'users:validation.usernameRequired',
  usernameBlank: 'users:validation.usernameBlank',
  usernameLength: 'users:validation.usernameLength',
  cardNumber: 'users:validation.cardid',
  userPin: 'users:validation.passwordFormat',
  userPinRequired: 'users:validation.passwordRequired',
  useridFilter: 'dataReport:search.userIdInvalid',
  snKey: 'hidden:snkey.keyFormat',
  webPassword: 'shell:modifyPassword.format',
} as const;

export type FieldMessageKey = (typeof FieldMessage)[keyof typeof FieldMessage];
