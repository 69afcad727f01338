import { describe, expect, it } from 'vitest';
import { toTreeNodes } from '../../../renderers/fields/tree-nodes';

const menuRows = [
  {
    id: 1,
    title: 'menu.system.title',
    type: 0,
    children: [
      {
        id: 2,
        title: 'menu.system.user',
        type: 1,
        children: [
          { id: 3, title: 'menu.button.add', type: 2 },
          { id: 4, title: 'menu.button.del', type: 2 },
        ],
      },
      { id: 5, title: 'menu.system.role', type: 1, children: [{ id: 6, title: 'menu.button.add', type: 2 }] },
    ],
  },
];
const texts: Record<string, string> = {
  'menu.system.title': '系统管理',
  'menu.system.user': '用户管理',
  'menu.system.role': '角色管理',
  'menu.button.add': '新增',
  'menu.button.del': '删除',
};
const menuOptions = {
  labelKey: 'title',
  valueKey: 'id',
  childrenKey: 'children',
  labelText: (key: string) => texts[key] ?? key,
  withParentLabel: { type: 2 },
};

describe('toTreeNodes', () => {
  it('shows translated titles, and names each matching entry after its parent', () => {
    expect(toTreeNodes(menuRows, menuOptions)).toEqual([
      {
        label: '系统管理',
        value: 1,
        children: [
          {
            label: '用户管理',
            value: 2,
            children: [
              { label: '用户管理 · 新增', value: 3, children: undefined },
              { label: '用户管理 · 删除', value: 4, children: undefined },
            ],
          },
          { label: '角色管理', value: 5, children: [{ label: '角色管理 · 新增', value: 6, children: undefined }] },
        ],
      },
    ]);
  });

  it('leaves labels as they are without a rule or a translation', () => {
    const rows = [{ id: 7, name: '总部', children: [{ id: 8, name: '研发部' }] }];
    expect(
      toTreeNodes(rows, { labelKey: 'name', valueKey: 'id', childrenKey: 'children', labelText: (label) => label }),
    ).toEqual([{ label: '总部', value: 7, children: [{ label: '研发部', value: 8, children: undefined }] }]);
  });

  it('never prefixes a matching entry at the top, which has no parent', () => {
    expect(toTreeNodes([{ id: 9, title: 'menu.button.add', type: 2 }], menuOptions)).toEqual([
      { label: '新增', value: 9, children: undefined },
    ]);
  });
});
