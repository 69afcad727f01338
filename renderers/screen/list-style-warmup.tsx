// antd writes each component's styles the first time one is mounted (its CSS-in-JS: the theme's
// tokens merged, the rules serialised and inserted), and a list screen mounts a dozen components
// at once on the click that opens it: measured, that was a third of the time from the click to
// the rows (docs/performance.md). Mounted once in idle time, outside the document, this tree has
// antd write them beforehand; it must stay mounted, as antd forgets a style when its last user goes.
// The search bar's date and number pickers come in their own chunk: mounted here, it is fetched
// and run now, not on the click (most list screens search by a date range).
import { Avatar, Button, Checkbox, Empty, Popconfirm, Select, Space, Spin, Switch, Table, Tag } from 'antd';
import Input from 'antd/es/input/Input';
import { searchWidgets } from '../table/search-widgets';

const columns = [{ key: 'name', dataIndex: 'name', title: '', sorter: true }];
const rows = [{ id: 1, name: '' }];
const { DateRangePicker, NumberPicker } = searchWidgets;
const noop = () => undefined;

/** What a list screen's first render mounts: search bar, toolbar, table with selection, sorters and pages, cells and row actions. */
export function ListStyleWarmup() {
  return (
    <>
      <Input />
      <Select allowClear options={[]} />
      <Space>
        <Button type="primary" />
      </Space>
      <Table
        rowKey="id"
        rowSelection={{}}
        columns={columns}
        dataSource={rows}
        pagination={{ total: 100, showSizeChanger: true }}
      />
      <Spin />
      <Empty />
      <Tag />
      <Switch />
      <Avatar />
      <Checkbox />
      <Popconfirm title="">
        <Button type="link" size="small" danger />
      </Popconfirm>
      <DateRangePicker value={undefined} onChange={noop} onSearch={noop} aria-label="" />
      <NumberPicker value={undefined} onChange={noop} onSearch={noop} aria-label="" />
    </>
  );
}
