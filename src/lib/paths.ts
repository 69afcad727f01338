// The one paths file. It sits in lib (not app) because features and layout link to these paths
// and the dependency rules forbid them to import from app.
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  /** The default landing page after login (spec §9). */
  workplace: '/dashboard/workplace',
  login: '/login',
  forget: '/forget',
  phonePreview: '/diy/page/phone',
  unauthorized: '/401',
  userCenter: '/user/center',
  /** The message lists, ?type=notice|letter|todo. */
  userMessage: '/user/message',
  /** Spec §9: the prefix of the route that reloads a page. */
  redirect: '/redirect',
  chat: '/customer/chat/imchat',
  /** The public chat widget a company site embeds (no login). */
  chatVisitor: '/chat/visitor',
} as const;

/** Paths reachable without a token (spec §2). */
const loginFreePaths: readonly string[] = [paths.login, paths.forget, paths.phonePreview, paths.chatVisitor];

export function isLoginFree(pathname: string): boolean {
  return loginFreePaths.includes(pathname);
}

/** The pages a user thinks of as "home": an expired session there goes straight to login. */
export function isHomePath(pathname: string): boolean {
  return pathname === paths.home || pathname === paths.dashboard || pathname === paths.workplace;
}

/** /login with the page to come back to after logging in. */
export function loginPathFrom(target: string): string {
  return `${paths.login}?${new URLSearchParams({ from: target })}`;
}

/**
 * The `from` query of the login page when it is a path inside this app; anything else (an
 * absolute or protocol-relative URL) is ignored so a crafted link cannot send users elsewhere.
 */
export function safeReturnPath(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : paths.workplace;
}
