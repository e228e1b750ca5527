/** Signal quality words for a dBm reading, with the thresholds installers commonly use. */
export function signalQuality(dbm: number): 'excellent' | 'good' | 'fair' | 'weak' {
  if (dbm >= -55) return 'excellent';
  if (dbm >= -67) return 'good';
  if (dbm >= -75) return 'fair';
  return 'weak';
}
