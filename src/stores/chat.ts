// Customer-service presence and the unread marker (spec §4): the chatOnlie cookie for a day, and
// the bell's 'new' badge. The socket itself is stores/chat-socket.ts.
import { proxy } from 'valtio';
import type { SocketState } from '../lib/chat-socket';
import { navigateTo } from '../lib/navigation';
import { paths } from '../lib/paths';

const COOKIE = 'chatOnlie';
const ONE_DAY_SECONDS = 24 * 60 * 60;

export const hasOnlineCookie = (): boolean => document.cookie.split('; ').some((part) => part.startsWith(`${COOKIE}=`));

export const chatStore = proxy<{ online: boolean; unread: boolean; socket: SocketState }>({
  online: hasOnlineCookie(),
  unread: false,
  socket: 'closed',
});

export function setOnlineCookie(online: boolean): void {
  document.cookie = online ? `${COOKIE}=1; max-age=${ONE_DAY_SECONDS}; path=/` : `${COOKIE}=; max-age=0; path=/`;
  chatStore.online = online;
}

export function markUnread(unread: boolean): void {
  chatStore.unread = unread;
}

/** Opens the chat page and clears the badge: the bell and the new-message notification alike. */
export function openChat(): void {
  markUnread(false);
  navigateTo(paths.chat);
}
