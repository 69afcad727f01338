import { lazyWidget } from '../lazy-widget';
import { ActionsCell } from './actions';
import { AvatarCell } from './avatar';
import { DateCell } from './date';
import { DictCell } from './dict';
import { LinkCell } from './link';
import { RouteCell } from './route';
import { SwitchCell } from './switch';
import { TagCell } from './tag';
import { TextCell } from './text';
import type { CellRenderer } from './types';

/**
 * Table cells by the name a column's `cell` gives; the meta-schema's cell enum is these keys.
 * An entry is a cell imported here, or `lazyWidget(() => import('./x').then((m) => m.XCell))` when
 * its antd part (Image: rc-image) is on no other part of a screen: its chunk then loads only for a
 * table with such a column, and the cell stays empty for that moment (docs/performance.md).
 */
export const cells = {
  text: TextCell,
  avatar: AvatarCell,
  image: lazyWidget(() => import('./image').then((m) => m.ImageCell)),
  tag: TagCell,
  dict: DictCell,
  date: DateCell,
  switch: SwitchCell,
  link: LinkCell,
  route: RouteCell,
  actions: ActionsCell,
} satisfies Record<string, CellRenderer>;

export type CellName = keyof typeof cells;
