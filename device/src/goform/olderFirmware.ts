import type { FastifyReply } from 'fastify';

/**
 * The calls newer than the firmware `DEVICE_QUIRKS=legacy` plays, by wire name: that firmware
 * has no such form, so it answers them as any name it does not know (`sendNotDefined`).
 */
export const CALLS_OLDER_FIRMWARE_LACKS: ReadonlySet<string> = new Set([
  'GetDoorState',
  'DoorControl',
  'AcknowledgeAlarm',
  'test_door',
  'searchEvents',
  'DownloadEvents',
  'LiveEvents',
  'SetHolidayInfo',
  'GetHolidayInfo',
  'test_verify',
  'GetDeviceStatus',
]);

const HTML_TEXT = /[<>&"']/g;
const htmlEscape = (c: string) => `&#${c.charCodeAt(0)};`;

/**
 * What the terminals' embedded web server (GoAhead) answers a /goform/ name it does not define:
 * 404 and its error page, "Form <name> is not defined". The name is the caller's, so it is escaped.
 */
export function sendNotDefined(reply: FastifyReply, name: string): FastifyReply {
  const form = name.replace(HTML_TEXT, htmlEscape);
  const page =
    '<html><head><title>Document Error: Not Found</title></head>\r\n' +
    `<body><h2>Access Error: Not Found</h2>\r\n<p>Form ${form} is not defined</p></body></html>\r\n`;
  return reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}
