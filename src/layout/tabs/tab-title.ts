// Tab titles of spec §2: the plain title on the news editors, the site name in brackets before
// the title on the other /news and /diy pages.
const plainTitlePrefixes = [
  '/news/product/editProduct/',
  '/news/product/copyProduct/',
  '/news/addNewsDetail/',
  '/news/editNewsDetail/',
];

export function tabTitle(path: string, title: string, siteName: string | undefined): string {
  if (plainTitlePrefixes.some((prefix) => path.startsWith(prefix))) return title;
  if (siteName && /^\/(news|diy)(\/|$)/.test(path)) return `[${siteName}] ${title}`;
  return title;
}
