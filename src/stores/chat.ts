// Customer-service presence and the unread marker (spec §4). Until the chat issue adds the
// websocket, going online only sets the chatOnlie cookie for a day, as the spec names it.
import { proxy } from 'valtio';

const COOKIE = 'chatOnlie';
const ONE_DAY_SECONDS = 24 * 60 * 60;

const hasCookie = () => document.cookie.split('; ').some((part) => part.startsWith(`${COOKIE}=`));

export const chatStore = proxy({ online: hasCookie(), unread: false });

export function setServiceOnline(online: boolean): void {
  document.cookie = online ? `${COOKIE}=1; max-age=${ONE_DAY_SECONDS}; path=/` : `${COOKIE}=; max-age=0; path=/`;
  chatStore.online = online;
}

export function markUnread(unread: boolean): void {
  chatStore.unread = unread;
}
