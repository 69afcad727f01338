// Focus that comes back: a dialog mounted while it is open (and unmounted as it closes) gives the
// keyboard focus back to what had it when it opened, the button that opened it, as a closing
// antd Modal would if it stayed mounted.
import { useEffect, useState } from 'react';

/** Call in a component mounted for as long as its dialog is open. */
export function useFocusReturn(): void {
  // Read while rendering the first time: before the dialog takes the focus.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      // Only when the focus went nowhere (the dialog's own focus left with it), and the opener is still shown.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );
}
