import { useEffect, useState } from 'react';
import { NARROW_PAGER_WIDTH } from '../constants';

const query = `(max-width: ${NARROW_PAGER_WIDTH - 1}px)`;

/** True below 992 px, where the pager shows 5 page buttons instead of 7 (spec §9). */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setNarrow(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return narrow;
}
