/** Zone names already checked: building a formatter costs more than a whole cheap request. */
const knownTimeZones = new Set<string>();

/** Whether a string names an IANA time zone this runtime knows (`America/Los_Angeles`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    return false;
  }
  knownTimeZones.add(name);
  return true;
}

/** The zone of this process (the `TZ` of the server, or the browser's): the chain's default. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
