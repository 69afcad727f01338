// The site builder's calls (docs/api.md "Sites and content"); the api client adds the site headers.
import type { AxiosProgressEvent } from 'axios';
import { api } from '../../lib/api-client';

export type MaterialKind = 'image' | 'video';

export interface Material {
  id: number;
  kind: MaterialKind;
  originalName: string;
  url: string;
  mime: string;
  size: number;
  createTime: string;
}

export interface NewsItem {
  id?: number;
  title: string;
  summary?: string;
  cover?: string;
  content?: string;
  published?: boolean;
}

export interface Domain {
  id: number;
  name: string;
  domain: string;
  languages: string[];
  color: string;
  initStatus: 'Y' | 'N';
  generatedAt?: string;
}

interface Page<T> {
  content: T[];
  totalElements: number;
}

export const listMaterials = (kind: MaterialKind, page: number, size: number) => api.get<Page<Material>>('api/materials', { params: { kind, page, size } });
export const deleteMaterial = (id: number) => api.delete<object>(`api/materials/${id}`);

/** Images go to api/pictures, videos to api/upload; no 5 s timeout for a large file. */
export function uploadMaterial(kind: MaterialKind, file: File, onProgress: (percent: number) => void) {
  const body = new FormData();
  body.append('file', file);
  return api.post<Material>(kind === 'image' ? 'api/pictures' : 'api/upload', body, {
    timeout: 0,
    onUploadProgress: (event: AxiosProgressEvent) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
}

export const getNews = (id: number) => api.get<NewsItem>(`news/news/${id}`);
export const saveNews = (item: NewsItem) => (item.id ? api.put<NewsItem>('news/news', item) : api.post<NewsItem>('news/news', item));

export const listDomains = () => api.get<Page<Domain>>('news/domains', { params: { page: 0, size: 100 } });
export const initDomain = (id: number, language?: string) => api.get<Domain>(`news/domains/initData/${id}`, { params: language ? { language } : {} });
export const generateDomain = (id: number) => api.get<{ pages: string[] }>(`news/domains/generate/${id}`, { timeout: 0 });
export const removeDomainCache = (id: number) => api.get<object>(`news/domains/removecache/${id}`);
export const generateRobots = (id: number) => api.get<{ robots: string }>(`news/domains/generateRobot/${id}`);
