// What an entry form sends: only the entry's own fields (the row also carries ids, site and times).
import type { NavEntry } from './api';

export const entryBody = ({ id, navId, title, body, image, link, sort }: NavEntry): NavEntry => ({
  id,
  navId,
  title,
  body,
  image,
  link,
  sort,
});
export const emptyEntry = (navId: number): NavEntry => ({ navId, title: '', body: '', image: '', link: '', sort: 0 });
