/**
 * Result codes of the device (SPEC §7, §8). `retvalue` carries the number; on
 * failure `msg` carries the catalogue key, which is the number as a string or,
 * for the named keys, the key itself (e.g. 'pwdErr_TimeOut').
 */
export const Code = {
  Success: 0,
  SystemError: 10001,
  TokenFailed: 10002,
  MissingParameters: 10003,
  /** Returned to the caller silently (SPEC §7); the device uses it for "no change / busy". */
  Busy: 10005,
  UploadTooLarge: 10101,
  UploadBadFormat: 10102,
  /** Rejected quietly by the client (SPEC §7). */
  QuietReject: 11000,
  TokenFailedAlt: 11001,
  /** Superuser login: the client sets its superuser flag (SPEC §6). */
  Superuser: 11003,
  UserNameEmpty: 40101,
  UserNameFormat: 40102,
  UserNameExists: 40103,
  /** Missing, forged, expired or revoked token: the client logs out (SPEC §7). */
  NotLoggedIn: 40104,
  PasswordEmpty: 40201,
  PasswordFormat: 40202,
  PasswordMismatch: 40203,
  UserNameUnknown: 40301,
  PasswordError: 40302,
  InvalidUserId: 40401,
  UserIdExists: 40402,
  CardExists: 40403,
  PasswordRules: 40404,
  PasswordExists: 40405,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

/** Named catalogue keys that are not numbers (SPEC §8 "Other keys"). */
export const MsgKey = {
  PasswordNotSame: 'PasswordNotSame',
  PasswordErrorOrTimeout: 'pwdErr_TimeOut',
  SelectUser: 'userDelInfo',
  /** With 10102: a firmware image that is unsigned, wrongly signed or signed by a key the device does not trust. */
  FirmwareSignature: 'firmwareSignature',
  /** With 40302 of SetAllWirless: the network to join is not in range of the device's radio, not a wrong key. */
  WifiNotInRange: 'wifiNotInRange',
  /** With 10102 of RestoreBackup: the file's checksum does not match its content. */
  BackupChecksum: 'backupChecksum',
  /** With 10102 of RestoreBackup: the file was made by another model. */
  BackupModel: 'backupModel',
  /** With 10102 of RestoreBackup: the file has a newer format than this firmware reads. */
  BackupFormat: 'backupFormat',
  /** With 10003 of RestoreBackup: values of the file break the screens' rules (answered with problems). */
  BackupInvalid: 'backupInvalid',
  /** With 10003 of RestoreBackup apply: the file is not signed by this device and `foreign=1` was not sent. */
  BackupForeign: 'backupForeign',
  /** With 10003 of RestoreBackup: the file is encrypted and the passphrase is missing or wrong. */
  BackupPassphrase: 'backupPassphrase',
  /** With 10003 of RestoreBackup: after it no administrator (or not the caller) could log in. */
  BackupLockout: 'backupLockout',
  /** With 10003 of RestoreBackup: `groups` names a group a backup does not have, or none. */
  BackupGroups: 'backupGroups',
  /** With 10102 of SetCertificate: the text is not a PEM certificate. */
  CertificateFormat: 'certificateFormat',
  /** With 10102 of SetCertificate: the key is not an unencrypted PEM private key. */
  CertificateKeyFormat: 'certificateKeyFormat',
  /** With 10102 of SetCertificate: the key does not belong to the certificate. */
  CertificateKeyMismatch: 'certificateKeyMismatch',
  /** With 10102 of SetCertificate: the certificate's validity has ended. */
  CertificateExpired: 'certificateExpired',
  /** With 10102 of SetCertificate: the certificate's validity has not begun. */
  CertificateNotYetValid: 'certificateNotYetValid',
  /** With 10003 of the certificate calls: the device serves plain HTTP (started without a certificate). */
  HttpsOff: 'httpsOff',
  /** With 10003 of ConfirmHttpsOnly keep=1: sent over plain HTTP, which cannot show that the browser reaches HTTPS. */
  ConfirmOverHttps: 'confirmOverHttps',
} as const;
