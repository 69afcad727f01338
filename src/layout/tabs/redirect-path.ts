// Spec §9: reloading a page passes through the redirect prefix and comes straight back.
import { paths } from '../../lib/paths';

export const REDIRECT_PREFIX = paths.redirect;

export const isRedirectPath = (pathname: string) =>
  pathname === REDIRECT_PREFIX || pathname.startsWith(`${REDIRECT_PREFIX}/`);

export const redirectPathOf = (fullPath: string) => `${REDIRECT_PREFIX}${fullPath}`;
