// Our side of the 10,000-row figures: the schema renderer's ScreenRenderer for a screen without
// paging (`pagination: false`), fed the rows by an in-memory data provider, shown on a click.
// Over 100 rows the renderer's table switches to antd's virtual mode by itself (use-table.ts).
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
const screen: ScreenSchema = { id: 'bench/rows', title: 'bench', api: { list: 'bench/rows' }, rowKey: 'id', pagination: false, columns: columnKeys.map((key) => ({ key, title: key })) };
const unused = () => Promise.reject(new Error('not used by the bench'));
const dataProvider: DataProvider = {
  getList: async () => {
    const data = benchRows();
    return { data, total: data.length };
  },
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
        <Button type="primary" data-bench="open" onClick={() => setOpen(true)}>{t('bench.open')}</Button>
        {open && <ScreenRenderer screen={screen} />}
      </RendererProvider>
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
