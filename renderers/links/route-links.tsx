// Buttons that open another page of the app (an editor, a child list) from a screen: the
// toolbar's `links` and the `route` cell. A path template names row fields in braces.
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Row } from '../data-provider';
import { useAllows } from '../context';
import type { RouteLink } from '../screen-schema';

/** Fills `{field}` from the row; a field the row lacks leaves the link out. */
export function fillPath(template: string, record: Row = {}): string | null {
  let missing = false;
  const path = template.replace(/\{(\w+)\}/g, (_, field: string) => {
    const value = record[field];
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? null : path;
}

export function RouteLinks({ links, record, size }: { links: readonly RouteLink[]; record?: Row; size?: 'small' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useAllows();
  return links.map((link) => {
    const path = fillPath(link.to, record);
    if (!path || !allowed(link.permission)) return null;
    return (
      <Button key={link.to} type={record ? 'link' : 'default'} size={size} onClick={() => void navigate(path)}>
        {t(link.title)}
      </Button>
    );
  });
}
