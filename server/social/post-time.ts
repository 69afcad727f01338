// A post's publish time as the form's date picker sends it: "YYYY-MM-DD HH:mm[:ss]" without a
// zone, read in the server's time zone (TZ). The scheduler compares the instant (`dueAt`).

const LOCAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant `text` names, or null when it is no real date and time (2025-02-30, 24:00). */
export function parsePublishAt(text: string): Date | null {
  const parts = LOCAL.exec(text);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute, second);
  const same = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day && date.getHours() === hour && date.getMinutes() === minute && date.getSeconds() === second;
  return same ? date : null;
}
