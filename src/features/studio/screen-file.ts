// A screen as its JSON file, the form teams keep in git: downloaded under the name GET
// api/studio/export gives it (schemas/wire/studio.ts).
import { screenFileName } from '../../../schemas/wire/studio';

export function downloadScreenFile(id: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: screenFileName(id) });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
