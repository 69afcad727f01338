// What one block is: its palette entry, its default properties, the schema of its properties
// (rendered by the renderer's SchemaForm in the right panel) and how it draws itself.
import type { ISchema } from '@formily/react';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { BlockProps, Device } from '../document';

/** One shop row as GET api/diy/blockData answers it (only the fields blocks draw). */
export interface ShopRow {
  id: number;
  name?: string;
  title?: string;
  goodsName?: string;
  image?: string;
  icon?: string;
  price?: number;
  marketPrice?: number;
  seckillPrice?: number;
  minPrice?: number;
  groupPrice?: number;
  people?: number;
  faceValue?: number;
  discount?: number;
  minAmount?: number;
}

export type BlockData = Record<'goods' | 'coupons' | 'categories' | 'seckill' | 'bargain' | 'combination', ShopRow[]>;

export interface BlockRenderProps<P> {
  props: P;
  /** Null while the shop rows are loading. */
  data: BlockData | null;
  device: Device;
}

export interface BlockDefinition<P extends BlockProps = BlockProps> {
  type: string;
  titleKey: string;
  icon: ComponentType;
  defaults: P;
  /**
   * Properties that start as a text (a title, a notice): the i18n key of each, written in the
   * page's language when the block is added (newBlockProps), so a 简体中文 page starts in Chinese.
   */
  texts?: Partial<Record<keyof P & string, string>>;
  propertiesSchema: ISchema;
  Render: ComponentType<BlockRenderProps<P>>;
}

/** A new block's properties: its defaults, its starting texts in the page's language (`t`). */
export function newBlockProps(definition: BlockDefinition, t: TFunction): BlockProps {
  const texts = Object.entries(definition.texts ?? {}).map(([prop, key]) => [prop, t(key as string)]);
  return { ...definition.defaults, ...Object.fromEntries(texts) };
}

/** A form schema of block properties: titles are i18n keys, components are field registry names. */
export function propertiesSchema(properties: Record<string, ISchema>): ISchema {
  return { type: 'object', properties };
}

export const textProp = (title: string, maxLength = 100): ISchema => ({
  type: 'string',
  title,
  maxLength,
  'x-decorator': 'FormItem',
  'x-component': maxLength > 100 ? 'TextArea' : 'Input',
});

export const numberProp = (title: string, minimum: number, maximum: number): ISchema => ({
  type: 'number',
  title,
  minimum,
  maximum,
  'x-decorator': 'FormItem',
  'x-component': 'NumberPicker',
  'x-component-props': { min: minimum, max: maximum, precision: 0 },
});

export const switchProp = (title: string): ISchema => ({
  type: 'boolean',
  title,
  'x-decorator': 'FormItem',
  'x-component': 'Switch',
});
