// Pure edits of the menu being built: WeChat's limits (3 buttons, 5 sub-buttons each), moving
// within a level, and where the selection goes after each change.
import type { MenuButton, MenuLeaf } from './api';

export const MAX_BUTTONS = 3;
export const MAX_SUBS = 5;
/** Name limits in UTF-8 bytes, as WeChat counts them. */
export const NAME_BYTES = { top: 16, sub: 60 } as const;

/** A top button (`sub` undefined) or one of its sub-buttons. */
export interface Selection {
  top: number;
  sub?: number;
}

export const byteLength = (text: string) => new TextEncoder().encode(text).length;

export function selected(buttons: MenuButton[], at: Selection | null): MenuLeaf | undefined {
  if (!at) return undefined;
  const button = buttons[at.top];
  return at.sub === undefined ? button : button?.sub_button?.[at.sub];
}

const swap = <T>(items: T[], from: number, to: number): T[] => {
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
};

export function addButton(buttons: MenuButton[], name: string): { buttons: MenuButton[]; at: Selection } {
  return { buttons: [...buttons, { name, type: 'click', key: '' }], at: { top: buttons.length } };
}

export function addSub(buttons: MenuButton[], top: number, name: string): { buttons: MenuButton[]; at: Selection } {
  const subs = buttons[top]?.sub_button ?? [];
  // A button with sub-buttons only keeps its name (WeChat ignores the rest).
  const next = buttons.map((button, index) =>
    index === top ? { name: button.name, sub_button: [...subs, { name, type: 'click' as const, key: '' }] } : button,
  );
  return { buttons: next, at: { top, sub: subs.length } };
}

export function remove(buttons: MenuButton[], at: Selection): { buttons: MenuButton[]; at: Selection | null } {
  if (at.sub === undefined) {
    const next = buttons.filter((_, index) => index !== at.top);
    return { buttons: next, at: next.length ? { top: Math.min(at.top, next.length - 1) } : null };
  }
  const subs = (buttons[at.top]?.sub_button ?? []).filter((_, index) => index !== at.sub);
  // The last sub-button gone, the button becomes a leaf again and needs a type.
  const next = buttons.map((button, index) =>
    index === at.top
      ? subs.length
        ? { ...button, sub_button: subs }
        : { name: button.name, type: 'click' as const, key: '' }
      : button,
  );
  return { buttons: next, at: subs.length ? { top: at.top, sub: Math.min(at.sub, subs.length - 1) } : { top: at.top } };
}

/** Moves the selected item one place (-1 left/up, +1 right/down); null when it cannot move. */
export function move(
  buttons: MenuButton[],
  at: Selection,
  step: -1 | 1,
): { buttons: MenuButton[]; at: Selection } | null {
  if (at.sub === undefined) {
    const to = at.top + step;
    if (to < 0 || to >= buttons.length) return null;
    return { buttons: swap(buttons, at.top, to), at: { top: to } };
  }
  const subs = buttons[at.top]?.sub_button ?? [];
  const to = at.sub + step;
  if (to < 0 || to >= subs.length) return null;
  return {
    buttons: buttons.map((button, index) =>
      index === at.top ? { ...button, sub_button: swap(subs, at.sub!, to) } : button,
    ),
    at: { top: at.top, sub: to },
  };
}

export function update(buttons: MenuButton[], at: Selection, values: Partial<MenuLeaf>): MenuButton[] {
  return buttons.map((button, index) => {
    if (index !== at.top) return button;
    if (at.sub === undefined) return { ...button, ...values };
    return {
      ...button,
      sub_button: button.sub_button?.map((sub, subIndex) => (subIndex === at.sub ? { ...sub, ...values } : sub)),
    };
  });
}
