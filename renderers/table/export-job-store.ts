// Which export job runs for which screen, in sessionStorage: a reload of the page finds its job
// and shows its progress again (the server keeps the job; the tab keeps its id).
import { storageKeys } from '../../src/lib/storage-keys';

type Stored = Record<string, string>;

function read(): Stored {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKeys.exportJobs) ?? '{}');
    return value && typeof value === 'object' ? (value as Stored) : {};
  } catch {
    return {};
  }
}

export const storedExportJob = (screenId: string): string | undefined => read()[screenId];

export function storeExportJob(screenId: string, jobId: string | undefined): void {
  const { [screenId]: _old, ...others } = read();
  sessionStorage.setItem(storageKeys.exportJobs, JSON.stringify(jobId ? { ...others, [screenId]: jobId } : others));
}
