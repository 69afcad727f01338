// The editor's state: the saved menu, the menu being edited, the chosen item, and a key that
// changes whenever the items shift so the field form starts over from the right item.
import { useCallback, useEffect, useState } from 'react';
import { fetchMenu, type MenuButton, type SavedMenu } from './api';
import * as model from './model';

export function useMenuEditor(newName: () => string) {
  const [saved, setSaved] = useState<SavedMenu | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [buttons, setButtons] = useState<MenuButton[]>([]);
  const [at, setAt] = useState<model.Selection | null>(null);
  const [formKey, setFormKey] = useState(0);

  const apply = useCallback((next: { buttons: MenuButton[]; at: model.Selection | null } | null) => {
    if (!next) return;
    setButtons(next.buttons);
    setAt(next.at);
    setFormKey((key) => key + 1);
  }, []);

  const accept = useCallback(
    (menu: SavedMenu) => {
      setSaved(menu);
      apply({ buttons: menu.buttons, at: menu.buttons.length ? { top: 0 } : null });
    },
    [apply],
  );

  const load = useCallback(() => {
    setLoadFailed(false);
    fetchMenu().then(accept, () => setLoadFailed(true));
  }, [accept]);
  useEffect(load, [load]);

  return {
    saved,
    loadFailed,
    load,
    buttons,
    at,
    formKey,
    accept,
    dirty: saved !== null && JSON.stringify(saved.buttons) !== JSON.stringify(buttons),
    select: (next: model.Selection) => apply({ buttons, at: next }),
    addButton: () => apply(model.addButton(buttons, newName())),
    addSub: (top: number) => apply(model.addSub(buttons, top, newName())),
    remove: () => at && apply(model.remove(buttons, at)),
    move: (step: -1 | 1) => at && apply(model.move(buttons, at, step)),
    // Field edits keep the form mounted (no key change): it already shows the new values.
    update: (values: Partial<MenuButton>) => at && setButtons((current) => model.update(current, at, values)),
  };
}
