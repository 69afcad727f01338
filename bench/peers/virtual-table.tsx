// Peer of the 10,000-row figures: antd's Table alone in virtual mode with row selection, the same
// rows and columns as our screen page, shown on a click (no renderer, provider, router or stores).
import { Button, ConfigProvider, Table } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { benchRows, columnKeys, type BenchRow } from './renderer-data';

const columns = columnKeys.map((key) => ({ key, dataIndex: key, title: key }));

function App() {
  const [rows, setRows] = useState<BenchRow[] | null>(null);
  const [selected, setSelected] = useState<React.Key[]>([]);
  return (
    <ConfigProvider locale={zhCN}>
      <Button type="primary" data-bench="open" onClick={() => setRows(benchRows())}>open</Button>
      {rows && <Table<BenchRow> rowKey="id" virtual scroll={{ y: 600 }} pagination={false} dataSource={rows} columns={columns} rowSelection={{ selectedRowKeys: selected, onChange: setSelected }} />}
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
