// A screen as its JSON file, the form teams keep in git: downloaded as `<id with dashes>.json` (the
// name GET api/studio/export gives it), and read back from a chosen file for the import.

/** The file name of a screen: its id with `/` as `-`. */
export const screenFileName = (id: string) => `${id.replaceAll('/', '-')}.json`;

export function downloadScreenFile(id: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: screenFileName(id) });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The id a screen's text names, or null when it is not JSON or names none (the server's check then says why). */
export function idInText(text: string): string | null {
  try {
    const id = (JSON.parse(text) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}
