/** Types of device-server.mjs, for the TypeScript specs that start their own emulated terminal. */
export const root: string;
export const FAST_SIMULATION: Record<string, string>;
export function startDeviceServer(options?: {
  distDir?: string;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<{
  baseUrl: string;
  httpUrl: string;
  /** The same console over HTTPS, with the certificate the device made at its first start. */
  httpsUrl: string;
  pid: number;
  stop: () => Promise<void>;
}>;
