/** Types of device-server.mjs, for the TypeScript specs that start their own emulated terminal. */
export const root: string;
export const FAST_SIMULATION: Record<string, string>;
export function startDeviceServer(options?: {
  distDir?: string;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }>;
