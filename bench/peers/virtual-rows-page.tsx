// What the 10,000-row peers share: antd's Table alone in virtual mode with row selection, the same
// rows and columns as our screen page, shown on a click (no renderer, provider, router or stores),
// with what a peer puts above the table.
import { Button, ConfigProvider, Table } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useState, type ReactNode } from 'react';
import { benchRows, columnKeys, type BenchRow } from './renderer-data';

const columns = columnKeys.map((key) => ({ key, dataIndex: key, title: key }));

export function VirtualRowsPage({ above }: { above: (selectedCount: number) => ReactNode }) {
  const [rows, setRows] = useState<BenchRow[] | null>(null);
  const [selected, setSelected] = useState<React.Key[]>([]);
  return (
    <ConfigProvider locale={zhCN}>
      <Button type="primary" data-bench="open" onClick={() => setRows(benchRows())}>
        open
      </Button>
      {rows && (
        <>
          {above(selected.length)}
          <Table<BenchRow>
            rowKey="id"
            virtual
            scroll={{ y: 600 }}
            pagination={false}
            dataSource={rows}
            columns={columns}
            rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
          />
        </>
      )}
    </ConfigProvider>
  );
}
