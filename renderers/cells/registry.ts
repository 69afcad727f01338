import { ActionsCell } from './actions';
import { AvatarCell } from './avatar';
import { DateCell } from './date';
import { DictCell } from './dict';
import { ImageCell } from './image';
import { LinkCell } from './link';
import { RouteCell } from './route';
import { SwitchCell } from './switch';
import { TagCell } from './tag';
import { TextCell } from './text';
import type { CellRenderer } from './types';

/** Table cells by the name a column's `cell` gives; the meta-schema's cell enum is these keys. */
export const cells = {
  text: TextCell,
  avatar: AvatarCell,
  image: ImageCell,
  tag: TagCell,
  dict: DictCell,
  date: DateCell,
  switch: SwitchCell,
  link: LinkCell,
  route: RouteCell,
  actions: ActionsCell,
} satisfies Record<string, CellRenderer>;

export type CellName = keyof typeof cells;
