// Props that make a Popconfirm usable from the keyboard: antd leaves the focus on the button that
// opened it, and Tab from there never reaches the confirmation (it is drawn at the end of the page).
// Its cancel button takes the focus as it opens (mounted anew on every opening, so each time); Tab
// then reaches OK.
import type { PopconfirmProps } from 'antd';

export const keyboardConfirm = {
  destroyOnHidden: true,
  cancelButtonProps: { autoFocus: true },
} satisfies Partial<PopconfirmProps>;
