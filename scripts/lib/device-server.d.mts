/** Types of device-server.mjs, for the TypeScript specs that start their own emulated terminal. */
export const root: string;
export const FAST_SIMULATION: Record<string, string>;
export function startDeviceServer(options?: {
  distDir?: string;
  env?: Record<string, string>;
  quiet?: boolean;
  /** Serve HTTPS with a self-signed pair: baseUrl is then https://, httpUrl the plain port that redirects there. */
  https?: boolean;
}): Promise<{ baseUrl: string; httpUrl: string; pid: number; stop: () => Promise<void> }>;
