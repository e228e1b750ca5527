/**
 * SetInfoParam answer (DESIGN "System info"). Typed here until the device engineers'
 * contract for it lands in ./contract.
 */
export interface SystemInfo {
  SerialNumber: string;
  UserCount: number;
  FPCount: number;
  FaceCount: number;
  IRISCount: number;
  CardCount: number;
  RecordCount: number;
  FirmwareVersion: string;
  KernelVersion: string;
  FileSystemVersion: string;
  Build_Version: string;
  MaxUser: number;
  MaxFACE: number;
  MaxFP: number;
  MaxIRIS: number;
  MaxRecord: number;
  Serial: string;
  funOption: Record<string, number>;
}
