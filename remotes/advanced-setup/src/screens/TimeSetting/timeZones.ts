/** One IANA zone as the console offers it: its name, and a label in the console language for display and search. */
export interface ZoneOption {
  value: string;
  label: string;
}

const nameIn = (zone: string, locale: string, timeZoneName: 'longGeneric' | 'shortOffset', at: Date) =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';

/**
 * Every zone the browser's Intl knows (the IANA list the device checks against too), labelled in
 * `locale`: "Europe/Paris · Central European Time (GMT+1)", the generic name and offset now.
 */
export function zoneOptions(locale: string, at = new Date()): ZoneOption[] {
  return Intl.supportedValuesOf('timeZone').map((zone) => {
    const generic = nameIn(zone, locale, 'longGeneric', at);
    const offset = nameIn(zone, locale, 'shortOffset', at);
    return { value: zone, label: `${zone.replaceAll('_', ' ')} · ${generic === offset ? offset : `${generic} (${offset})`}` };
  });
}

/** The options whose label holds every word of `search` (any case); the chosen zone always stays. */
export function matchingZones(options: readonly ZoneOption[], search: string, chosen: string): ZoneOption[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return options.filter((o) => o.value === chosen || words.every((w) => o.label.toLocaleLowerCase().includes(w)));
}
