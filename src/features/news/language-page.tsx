// /news/language (spec §2): language initialisation per site, the site's language settings, and
// the site's output calls (generate, clear cache, robots.txt).
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { generateDomain, generateRobots, initDomain, listDomains, removeDomainCache, type Domain } from './api';
import { LanguageSettingsDialog } from './language-settings-dialog';
import { message } from '../../lib/feedback';
import { refreshSites } from '../../stores/site-options';

export default function LanguagePage() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Domain[]>([]);
  const [settingsOf, setSettingsOf] = useState<Domain | null>(null);
  const load = useCallback(() => listDomains().then((page) => setRows(page.content)), []);
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  const run = async (work: Promise<unknown>, done: string) => {
    await work;
    message.success(done);
    // Initialising or changing a site's languages changes the header's site options.
    await Promise.all([load(), refreshSites()]);
  };
  const closeSettings = (saved: boolean) => {
    setSettingsOf(null);
    if (saved) void run(Promise.resolve(), t('news.news.saved')).catch(() => undefined);
  };

  return (
    <Card title={t('news.language.title')}>
      <Table<Domain>
        rowKey="id"
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('news.language.noSites') }}
        columns={[
          { key: 'name', title: t('news.language.site'), render: (_, row) => `${row.name} (${row.domain})` },
          {
            key: 'languages',
            title: t('news.language.language'),
            render: (_, row) => row.languages.map((language) => <Tag key={language}>{language}</Tag>),
          },
          {
            key: 'initStatus',
            title: t('news.domains.initStatus'),
            render: (_, row) => (
              <Tag color={row.initStatus === 'Y' ? 'green' : 'default'}>
                {t(row.initStatus === 'Y' ? 'news.domains.initY' : 'news.domains.initN')}
              </Tag>
            ),
          },
          {
            key: 'action',
            title: t('news.common.action'),
            render: (_, row) => (
              <Space wrap>
                <Button
                  size="small"
                  data-testid={`init-${row.id}`}
                  onClick={() => void run(initDomain(row.id), t('news.language.done')).catch(() => undefined)}
                >
                  {t('news.language.initAll')}
                </Button>
                <Button size="small" data-testid={`languages-${row.id}`} onClick={() => setSettingsOf(row)}>
                  {t('news.language.settings')}
                </Button>
                <Button
                  size="small"
                  data-testid={`generate-${row.id}`}
                  onClick={() =>
                    void generateDomain(row.id)
                      .then((result) =>
                        run(Promise.resolve(), t('news.language.generated', { count: result.pages.length })),
                      )
                      .catch(() => undefined)
                  }
                >
                  {t('news.language.generate')}
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    void run(removeDomainCache(row.id), t('news.language.removeCache')).catch(() => undefined)
                  }
                >
                  {t('news.language.removeCache')}
                </Button>
                <Button
                  size="small"
                  onClick={() => void run(generateRobots(row.id), t('news.language.robots')).catch(() => undefined)}
                >
                  {t('news.language.robots')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {settingsOf && <LanguageSettingsDialog site={settingsOf} onClose={closeSettings} />}
    </Card>
  );
}
