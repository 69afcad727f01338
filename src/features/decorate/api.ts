// The page decoration calls of docs/api.md "Page decoration".
import { api } from '../../lib/api-client';
import type { BlockData } from './blocks/types';
import type { Device, PageDocument } from './document';

export interface PageAddress {
  lang: string;
  type: Device;
  pageId: string;
}

export interface StoredPage {
  name: string;
  draft: PageDocument;
  published: PageDocument | null;
  version: number;
  publishedVersion: number;
  siteKey?: string;
}

const pagePath = ({ lang, type, pageId }: PageAddress) => `api/diy/page/${lang}/${type}/${pageId}`;

export const diyApi = {
  load: (page: PageAddress) => api.get<StoredPage>(pagePath(page)),
  save: (page: PageAddress, body: { name: string; document: PageDocument; version: number }) =>
    api.put<StoredPage>(pagePath(page), body),
  publish: (page: PageAddress, version: number) => api.post<StoredPage>(`${pagePath(page)}/publish`, { version }),
  blockData: () => api.get<BlockData>('api/diy/blockData'),
  /** The published page and its shop rows, without a login (the phone preview). */
  publicPage: (query: PageAddress & { siteKey: string }) =>
    api.get<{ name: string; document: PageDocument; data: BlockData }>('diy/public/page', {
      params: query,
      skipErrorUi: true,
    }),
};
