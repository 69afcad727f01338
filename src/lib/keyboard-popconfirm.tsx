// A Popconfirm usable from the keyboard. antd leaves the focus on the button that opened it, and
// Tab from there never reaches the confirmation (it is drawn at the end of the page); Esc closes it
// only while the focus is on that button. Here the cancel button takes the focus as it opens
// (mounted anew on every opening, so each time), Tab reaches OK, Esc on either closes it, and as it
// closes the focus goes back to the button that opened it.
import { Popconfirm, type PopconfirmProps } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';

/** Whether the focus is where a closing confirmation leaves it: inside it, or nowhere. */
const focusLeftInConfirm = () =>
  document.activeElement === document.body || document.activeElement?.closest('.ant-popconfirm') != null;

export function KeyboardPopconfirm({ onOpenChange, okButtonProps, cancelButtonProps, ...props }: PopconfirmProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const change = (next: boolean) => {
    if (next && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    // A click elsewhere also closes it: the focus then stays where that click put it.
    if (!next && opener.current?.isConnected && focusLeftInConfirm()) opener.current.focus({ preventScroll: true });
    setOpen(next);
    onOpenChange?.(next);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Only the confirmation closes, not a dialog or drawer around it.
    event.stopPropagation();
    change(false);
  };

  return (
    <Popconfirm
      destroyOnHidden
      {...props}
      open={open}
      onOpenChange={change}
      okButtonProps={{ ...okButtonProps, onKeyDown: closeOnEscape }}
      cancelButtonProps={{ autoFocus: true, ...cancelButtonProps, onKeyDown: closeOnEscape }}
    />
  );
}
