// /redirect/<path>: goes straight back to <path>. Reloading a tab goes through here, so the
// page is shown afresh (its kept-alive copy was dropped when the tab's version was bumped).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REDIRECT_PREFIX } from './tabs/redirect-path';

export default function RedirectPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(pathname.slice(REDIRECT_PREFIX.length) + search || '/', { replace: true });
  }, [navigate, pathname, search]);
  return null;
}
