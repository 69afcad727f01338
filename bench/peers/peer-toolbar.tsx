// The toolbar our list screens show above their table (renderers/table/crud-table.tsx), written
// by hand in plain antd for the peers that stand for a whole screen: the row actions on the left,
// export and column settings on the right, the same buttons with the same labels.
import { Button } from 'antd';
import { SettingOutlined } from '@ant-design/icons';

/** A group of controls side by side, as crud-table.tsx lays out each end of its toolbar. */
const group = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;
/** A row of controls above the table, as the peers lay out their search bar and toolbar. */
export const bar = { ...group, marginBottom: 16 } as const;

/** `add`: the screen has a form (a "新增" button, calling `onAdd`); batch delete is enabled once rows are selected. */
export function PeerToolbar({
  add,
  selectedCount,
  onAdd,
}: {
  add: boolean;
  selectedCount: number;
  onAdd?: () => void;
}) {
  return (
    <div style={{ ...bar, justifyContent: 'space-between', alignItems: 'center' }}>
      <div style={group}>
        {add && (
          <Button type="primary" onClick={onAdd}>
            新增
          </Button>
        )}
        <Button danger disabled={selectedCount === 0}>
          批量删除
        </Button>
      </div>
      <div style={group}>
        <Button>导出</Button>
        <Button icon={<SettingOutlined />}>列设置</Button>
      </div>
    </div>
  );
}
