// Excel-compatible CSV: a BOM so Excel reads UTF-8 (Chinese text), CRLF line ends, RFC 4180 quotes.
const BOM = '\uFEFF';

/**
 * A text that starts with = + - @ (or tab / carriage return) is run as a formula by spreadsheet
 * programs (CSV injection); a leading apostrophe makes it plain text.
 */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function toField(value: unknown): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = neutralise(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(toField).join(',')).join('\r\n') + '\r\n';
}
