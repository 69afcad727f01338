// Peer of the keystroke figure: plain Formily (createForm, createSchemaField with the antd-v5
// FormItem and Input) rendering the same 200-field schema, with none of our renderer around it.
import { Form } from '@formily/antd-v5/esm/form';
import { FormItem } from '@formily/antd-v5/esm/form-item';
import { Input } from '@formily/antd-v5/esm/input';
import { createForm } from '@formily/core';
import { createSchemaField } from '@formily/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { benchFormSchema } from './renderer-data';

const SchemaField = createSchemaField({ components: { FormItem, Input } });
const form = createForm();
const schema = benchFormSchema();

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN}>
    <Form form={form} layout="vertical">
      <SchemaField schema={schema} />
    </Form>
  </ConfigProvider>,
);
