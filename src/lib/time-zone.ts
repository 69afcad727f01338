// The computer's IANA time zone (e.g. "Asia/Shanghai"). Temporal answers at once where the browser
// has it; Intl's first DateTimeFormat loads ICU's date data, 20–100 ms in Chromium, and the API
// client asks on every call, the first of them while /login renders.
declare const Temporal: { Now: { timeZoneId(): string } } | undefined;

export function localTimeZone(): string {
  return typeof Temporal === 'undefined' ? Intl.DateTimeFormat().resolvedOptions().timeZone : Temporal.Now.timeZoneId();
}
