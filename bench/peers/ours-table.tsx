// Our side of the 10,000-row figures: the schema renderer's ScreenRenderer for a screen without
// paging (`pagination: false`), fed the rows by an in-memory data provider, shown on a click.
// Over 100 rows the renderer's table switches to antd's virtual mode by itself (use-table.ts).
// The provider has the rows at hand, as the peers do in their click, and says so through
// `peekList`, as the app's provider does once the list the router asked ahead for has come: the
// screen's first render shows the rows. (Through `getList` alone, the screen would render its
// placeholder first and the rows a task later, a hop the peers do not make; the app's way there
// is measured against the real server by the browser figures' menu click.)
import { Button, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createRoot } from 'react-dom/client';
import { RendererProvider } from '../../renderers/context';
import type { DataProvider } from '../../renderers/data-provider';
import type { ScreenSchema } from '../../renderers/screen-schema';
import { ScreenRenderer } from '../../renderers/screen/screen-renderer';
import { initBenchI18n } from './bench-i18n';
import { benchRows, columnKeys } from './renderer-data';

initBenchI18n();
const screen: ScreenSchema = {
  id: 'bench/rows',
  title: 'bench',
  api: { list: 'bench/rows' },
  rowKey: 'id',
  pagination: false,
  columns: columnKeys.map((key) => ({ key, title: key })),
};
const unused = () => Promise.reject(new Error('not used by the bench'));
const allRows = () => {
  const data = benchRows();
  return { data, total: data.length };
};
const dataProvider: DataProvider = {
  getList: async () => allRows(),
  peekList: allRows,
  listParams: () => ({}),
  getOne: unused,
  create: unused,
  update: unused,
  remove: unused,
  removeMany: unused,
  getDict: async () => [],
  upload: unused,
  custom: unused,
};
const can = () => true;
const encrypt = (text: string) => text;

function App() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <ConfigProvider locale={zhCN}>
      <RendererProvider dataProvider={dataProvider} can={can} encrypt={encrypt}>
        <Button type="primary" data-bench="open" onClick={() => setOpen(true)}>
          {t('bench.open')}
        </Button>
        {open && <ScreenRenderer screen={screen} />}
      </RendererProvider>
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
