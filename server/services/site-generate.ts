// The effects of the domains calls generate, removecache and generateRobot: the static pages of
// every site language (navigation and published news), the sitemap, and robots.txt, written into
// the site's storage folder. Pages are built in a fresh folder and swapped in, so a failed run
// leaves the previous output whole.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DomainRow } from '../repositories/domains';
import type { Repositories } from '../repositories/index';
import { siteDir, siteHtmlDir, siteRobotsFile } from './site-storage';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const origin = (site: DomainRow) => `https://${site.domain}`;

function page(site: DomainRow, language: string, title: string, body: string): string {
  return `<!doctype html>\n<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(title)} - ${escapeHtml(site.name)}</title></head>\n<body>${body}</body></html>\n`;
}

/** Writes html/<language>/index.html, html/<language>/news/<id>.html and html/sitemap.xml; answers the page paths. */
export async function generateSite(repos: Repositories, site: DomainRow): Promise<string[]> {
  const staging = path.join(siteDir(site.id), `html.${randomUUID()}`);
  const pages: string[] = [];
  const write = async (relative: string, html: string) => {
    await mkdir(path.dirname(path.join(staging, relative)), { recursive: true });
    await writeFile(path.join(staging, relative), html);
    pages.push(relative);
  };
  try {
    for (const { language, name } of site.languages) {
      const scope = { tenantId: site.tenantId, siteId: site.id, language };
      const [navigation, published] = await Promise.all([
        repos.content.navItems.all(scope),
        repos.news.published(scope),
      ]);
      const nav = navigation.map((item) => `<li>${escapeHtml(item.navName)}</li>`).join('');
      const list = published
        .map((item) => `<li><a href="news/${item.id}.html">${escapeHtml(item.title)}</a></li>`)
        .join('');
      await write(
        `${language}/index.html`,
        page(
          site,
          language,
          name,
          `<h1>${escapeHtml(site.name)}</h1><ul class="nav">${nav}</ul><ul class="news">${list}</ul>`,
        ),
      );
      // The content was sanitised when it was saved.
      for (const item of published)
        await write(
          `${language}/news/${item.id}.html`,
          page(site, language, item.title, `<h1>${escapeHtml(item.title)}</h1>${item.content}`),
        );
    }
    const urls = pages.map((relative) => `<url><loc>${escapeHtml(`${origin(site)}/${relative}`)}</loc></url>`).join('');
    await write(
      'sitemap.xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`,
    );
    await rm(siteHtmlDir(site.id), { recursive: true, force: true });
    await rename(staging, siteHtmlDir(site.id));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  await repos.domains.markGenerated(site.tenantId, site.id, new Date());
  return pages;
}

/** Clears the generated pages (the site's cache); robots.txt and materials stay. */
export async function removeSiteCache(repos: Repositories, site: DomainRow): Promise<void> {
  await rm(siteHtmlDir(site.id), { recursive: true, force: true });
  await repos.domains.markGenerated(site.tenantId, site.id, null);
}

export async function generateRobots(site: DomainRow): Promise<string> {
  const text = `User-agent: *\nAllow: /\nSitemap: ${origin(site)}/sitemap.xml\n`;
  await mkdir(siteDir(site.id), { recursive: true });
  await writeFile(siteRobotsFile(site.id), text);
  return text;
}

/** Removes a deleted site's folder. */
export const removeSiteFolder = (siteId: number) => rm(siteDir(siteId), { recursive: true, force: true });
