// A navigation item that is one page (type "news"): its first entry, edited in place.
import { useEffect, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { listNavEntries, saveNavEntry, type NavEntry, type NavItem } from './api';
import { NavEntryForm } from './nav-entry-form';
import { emptyEntry, entryBody } from './nav-entry-form-state';
import type { NavTypeView } from './nav-types';
import { message } from '../../lib/feedback';

export function NavSinglePage({ item, view }: { item: NavItem; view: NavTypeView }) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState<NavEntry | null>(null);

  useEffect(() => {
    listNavEntries(item.id).then(
      (page) => setEntry(page.content[0] ?? { ...emptyEntry(item.id), title: item.navName }),
      () => undefined,
    );
  }, [item]);
  if (!entry) return <Skeleton active />;

  const save = async () => {
    setEntry(await saveNavEntry(entryBody(entry)));
    message.success(t('news.news.saved'));
  };
  return (
    <>
      <NavEntryForm view={view} entry={entry} onChange={(patch) => setEntry({ ...entry, ...patch })} />
      <Button
        type="primary"
        disabled={!entry.title.trim()}
        onClick={() => void save().catch(() => undefined)}
        data-testid="entry-save"
      >
        {t('news.news.save')}
      </Button>
    </>
  );
}
