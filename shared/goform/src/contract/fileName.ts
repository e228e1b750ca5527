/**
 * The name of every file the console or the device writes for download (walk #21: several
 * terminals' exports side by side): what it holds, the device it came from (its serial) and the
 * day it was made, or the days it covers, then any qualifier, joined by `_`, e.g.
 * `users_0000000000000001_2026-11-28.csv`, `records_0000000000000001_2026-11-01_2026-11-28_user2.csv`.
 * Anything but letters, digits, `.` and `-` in a part becomes `-`, so no device answer can
 * steer the name out of the download folder or break the Content-Disposition header.
 */
export function exportFileName(file: {
  what: string;
  serial: string;
  /** YYYY-MM-DD: the day of the export, or the first and last day covered. */
  days: readonly string[];
  qualifiers?: readonly string[];
  extension: 'csv' | 'json' | 'xlsx' | 'pdf';
}): string {
  const parts = [file.what, file.serial, ...file.days, ...(file.qualifiers ?? [])].map((part) => part.replace(/[^A-Za-z0-9.-]+/g, '-'));
  return `${parts.filter((part) => part !== '').join('_')}.${file.extension}`;
}
