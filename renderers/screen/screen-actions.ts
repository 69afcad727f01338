import { createContext, useContext } from 'react';
import type { Row } from '../data-provider';
import type { RowCall } from '../actions/call';
import type { ScreenSchema } from '../screen-schema';

/** What a row's cells may do; CrudTable provides it so cells never call the data provider. */
export interface ScreenActions {
  screen: ScreenSchema;
  edit(record: Row): void;
  detail(record: Row): void;
  remove(record: Row): Promise<void>;
  /** Deletes a row the operator confirmed by typing its name (`POST <remove>/remove/<row key>` `{ name }`). */
  removeNamed(record: Row, name: string): Promise<void>;
  /** Saves a partial change of one row (switch cells) and refreshes the list. */
  update(record: Row, patch: Row): Promise<void>;
  /** Makes a row call (`<path>/<row key>`), refreshes the list and resolves to the answer. */
  call(record: Row, call: RowCall): Promise<unknown>;
}

export const ScreenActionsContext = createContext<ScreenActions | null>(null);

export function useScreenActions(): ScreenActions {
  const value = useContext(ScreenActionsContext);
  if (!value) throw new Error('Row cells and actions must be rendered inside a CrudTable.');
  return value;
}
