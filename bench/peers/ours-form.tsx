// Our side of the keystroke figure: the renderer's SchemaForm (schema translation, the field
// registry, blur validation set up by createScreenForm) rendering the 200-field schema, as the
// editor dialog renders a screen's form.
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { createScreenForm } from '../../renderers/form/create-screen-form';
import { SchemaForm } from '../../renderers/form/schema-form';
import { initBenchI18n } from './bench-i18n';
import { benchFormSchema } from './renderer-data';

initBenchI18n();
const form = createScreenForm();
const schema = benchFormSchema();

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN}>
    <SchemaForm form={form} schema={schema} path="form" layout="vertical" />
  </ConfigProvider>,
);
