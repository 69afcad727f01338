// Properties every list-like block has: a title, how many rows, how many per line.
import type { BlockProps } from '../document';
import { numberProp, propertiesSchema, textProp } from './types';

export interface ListProps extends BlockProps {
  title: string;
  limit: number;
  columns: number;
}

/** The title is the block's `texts` entry, written in the page's language when it is added. */
export const listDefaults: ListProps = { title: '', limit: 4, columns: 2 };

export const listPropertiesSchema = propertiesSchema({
  title: textProp('decorate.props.title'),
  limit: numberProp('decorate.props.limit', 1, 20),
  columns: numberProp('decorate.props.columns', 1, 4),
});
