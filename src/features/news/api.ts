// The site builder's calls (docs/api.md "Sites and content"); the api client adds the site headers.
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

export interface Product {
  id?: number;
  name: string;
  price?: number;
  cover?: string;
  description?: string;
  published?: boolean;
}

export interface NavItem {
  id: number;
  navName: string;
  navUrl: string;
  navType: string;
}

/** One entry under a navigation item (a slide, a year of history, a certificate, a file…). */
export interface NavEntry {
  id?: number;
  navId: number;
  title: string;
  body?: string;
  image?: string;
  link?: string;
  sort?: number;
}

/** The language setting of spec §3: a site language's code and its display name. */
export interface LanguageSetting {
  language: string;
  name: string;
}

interface Page<T> {
  content: T[];
  totalElements: number;
}

export const listMaterials = (kind: MaterialKind, page: number, size: number) =>
  api.get<Page<Material>>('api/materials', { params: { kind, page, size } });
export const deleteMaterial = (id: number) => api.delete<object>(`api/materials/${id}`);

/** Images go to api/pictures, videos to api/upload; no 5 s timeout for a large file. */
export function uploadMaterial(kind: MaterialKind, file: File, onProgress: (percent: number) => void) {
  const body = new FormData();
  body.append('file', file);
  return api.post<Material>(kind === 'image' ? 'api/pictures' : 'api/upload', body, {
    timeout: 0,
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
}

export const getNews = (id: number) => api.get<NewsItem>(`news/news/${id}`);
export const saveNews = (item: NewsItem) =>
  item.id ? api.put<NewsItem>('news/news', item) : api.post<NewsItem>('news/news', item);

export const getProduct = (id: number) => api.get<Product>(`news/product/${id}`);
export const saveProduct = (item: Product) =>
  item.id ? api.put<Product>('news/product', item) : api.post<Product>('news/product', item);

/** Every navigation item of the current site language (a site has a handful). */
export const listNavItems = () => api.get<Page<NavItem>>('news/navinfo');
export const listNavEntries = (navId: number) =>
  api.get<Page<NavEntry>>('news/navContent', { params: { navId, sort: 'sort,asc' } });
export const saveNavEntry = (entry: NavEntry) =>
  entry.id ? api.put<NavEntry>('news/navContent', entry) : api.post<NavEntry>('news/navContent', entry);
export const deleteNavEntry = (id: number) => api.delete<object>('news/navContent', { data: [id] });

export const getLanguageSettings = (siteId: number) => api.get<LanguageSetting[]>(`news/domains/languages/${siteId}`);
export const saveLanguageSettings = (siteId: number, languages: LanguageSetting[]) =>
  api.put<LanguageSetting[]>(`news/domains/languages/${siteId}`, languages);

export const listDomains = () => api.get<Page<Domain>>('news/domains', { params: { page: 0, size: 100 } });
export const initDomain = (id: number, language?: string) =>
  api.get<Domain>(`news/domains/initData/${id}`, { params: language ? { language } : {} });
export const generateDomain = (id: number) =>
  api.get<{ pages: string[] }>(`news/domains/generate/${id}`, { timeout: 0 });
export const removeDomainCache = (id: number) => api.get<object>(`news/domains/removecache/${id}`);
export const generateRobots = (id: number) => api.get<{ robots: string }>(`news/domains/generateRobot/${id}`);
