// A site's storage folder, DATA_DIR/sites/<id>: html/ (the generated static pages and sitemap,
// the cache that removecache clears), robots.txt, and materials/ (uploaded images and videos).
import path from 'node:path';
import { readEnv } from '../env';

// Read per call, as avatar.ts does: tests point DATA_DIR at a temporary folder.
export const siteDir = (siteId: number) => path.join(readEnv(process.env).dataDir, 'sites', String(siteId));
export const siteHtmlDir = (siteId: number) => path.join(siteDir(siteId), 'html');
export const siteMaterialsDir = (siteId: number) => path.join(siteDir(siteId), 'materials');
export const siteRobotsFile = (siteId: number) => path.join(siteDir(siteId), 'robots.txt');
