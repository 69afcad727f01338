// The menu editor's pure edits: WeChat's limits, moving within a level, where the selection goes.
import { describe, expect, it } from 'vitest';
import type { MenuButton } from '../../src/features/wechat-menu/api';
import { addButton, addSub, byteLength, move, remove, selected, update } from '../../src/features/wechat-menu/model';

const menu: MenuButton[] = [
  { name: 'A', type: 'click', key: 'a' },
  {
    name: 'B',
    sub_button: [
      { name: 'B1', type: 'view', url: 'https://b1' },
      { name: 'B2', type: 'click', key: 'b2' },
    ],
  },
];

describe('wechat menu model', () => {
  it('adds a button and a sub-button, and a button with sub-buttons keeps only its name', () => {
    const added = addButton(menu, 'New');
    expect(added.at).toEqual({ top: 2 });
    expect(added.buttons[2]).toEqual({ name: 'New', type: 'click', key: '' });
    const sub = addSub(menu, 0, 'Sub');
    expect(sub.buttons[0]).toEqual({ name: 'A', sub_button: [{ name: 'Sub', type: 'click', key: '' }] });
    expect(sub.at).toEqual({ top: 0, sub: 0 });
  });

  it('moves within a level and refuses past the ends', () => {
    expect(move(menu, { top: 0 }, 1)).toEqual({ buttons: [menu[1], menu[0]], at: { top: 1 } });
    expect(move(menu, { top: 0 }, -1)).toBeNull();
    const down = move(menu, { top: 1, sub: 0 }, 1)!;
    expect(down.buttons[1]!.sub_button!.map(({ name }) => name)).toEqual(['B2', 'B1']);
    expect(down.at).toEqual({ top: 1, sub: 1 });
    expect(move(menu, { top: 1, sub: 1 }, 1)).toBeNull();
  });

  it('removes, turning a button whose last sub-button goes back into a leaf', () => {
    expect(remove(menu, { top: 1 })).toEqual({ buttons: [menu[0]], at: { top: 0 } });
    expect(remove([menu[0]!], { top: 0 })).toEqual({ buttons: [], at: null });
    const once = remove(menu, { top: 1, sub: 1 });
    expect(once.at).toEqual({ top: 1, sub: 0 });
    const twice = remove(once.buttons, { top: 1, sub: 0 });
    expect(twice.buttons[1]).toEqual({ name: 'B', type: 'click', key: '' });
    expect(twice.at).toEqual({ top: 1 });
  });

  it('updates the chosen item and counts names in UTF-8 bytes', () => {
    const next = update(menu, { top: 1, sub: 0 }, { url: 'https://x' });
    expect(selected(next, { top: 1, sub: 0 })).toEqual({ name: 'B1', type: 'view', url: 'https://x' });
    expect(selected(next, { top: 0 })).toBe(menu[0]);
    expect(byteLength('一二三四五')).toBe(15);
    expect(byteLength('一二三四五六')).toBe(18);
  });
});
