/* Days as the operator means them: Tehran days (UTC+03:30, no daylight saving since 2022), stored as UTC instants. */

const DAY_MS = 24 * 3600_000;

/** The first instant of a Tehran day (YYYY-MM-DD), as ISO UTC. */
export const tehranDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 3.5 * 3600_000).toISOString();

/** The last instant (millisecond) of a Tehran day, as ISO UTC: "valid until" includes the whole day. */
export const tehranDayEnd = (day: string) => new Date(Date.parse(tehranDayStart(day)) + DAY_MS - 1).toISOString();

/** The Tehran day (YYYY-MM-DD) an instant falls on. */
export const tehranDayOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date(iso));
