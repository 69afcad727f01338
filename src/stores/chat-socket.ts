// The agent's chat socket (spec §4): 客服上线 opens it, 客服下线 closes it, the layout reopens it
// from the cookie and closes it when it unmounts. Frames go to the chat page's listeners; a
// visitor's message sets the unread badge and, away from the chat page, shows a notification.
import i18n from 'i18next';
import { api } from '../lib/api-client';
import { notifyNewMessage } from '../lib/chat-notify';
import type { ClientFrame, ServerFrame } from '../lib/chat-protocol';
import { openChatSocket, websocketSupported, type ChatSocket } from '../lib/chat-socket';
import { notifyError } from '../lib/feedback';
import { currentLanguage } from '../lib/i18n';
import { currentPath } from '../lib/navigation';
import { paths } from '../lib/paths';
import { chatStore, hasOnlineCookie, markUnread, openChat, setOnlineCookie } from './chat';

/** Spec §7 "chat connection info" (the server adds the ticket the socket opens with). */
interface ConnectionInfo {
  ip: string;
  port: number;
  tenantId: number;
  userName: string;
  ticket: string;
}

type FrameListener = (frame: ServerFrame) => void;
type OpenListener = (reconnected: boolean) => void;

let socket: ChatSocket | null = null;
const frameListeners = new Set<FrameListener>();
const openListeners = new Set<OpenListener>();

function onFrame(frame: ServerFrame): void {
  if (frame.type === 'message' && frame.message.sender === 'visitor') {
    markUnread(true);
    if (currentPath().pathname !== paths.chat) void notifyNewMessage(i18n.t('chat.newMessage'), openChat);
  }
  frameListeners.forEach((listener) => listener(frame));
}

function open(): void {
  if (socket) return;
  if (!websocketSupported()) {
    void notifyError(i18n.t('chat.unsupported'));
    return;
  }
  socket = openChatSocket({
    address: () => api.get<ConnectionInfo>('imchat/service/connection'),
    language: currentLanguage(),
    onFrame,
    onState: (state) => {
      chatStore.socket = state;
    },
    onOpen: (reconnected) => openListeners.forEach((listener) => listener(reconnected)),
  });
}

/** Closes the socket; the cookie (the agent's choice) stays. */
export function closeChatSocket(): void {
  socket?.close();
  socket = null;
}

/** 客服上线 / 客服下线. */
export function setServiceOnline(online: boolean): void {
  setOnlineCookie(online);
  if (online) open();
  else closeChatSocket();
}

/** On layout load: the cookie says the agent was online, so the socket reopens. */
export function reopenChatFromCookie(): void {
  if (hasOnlineCookie()) open();
}

export function sendChatFrame(frame: ClientFrame): boolean {
  socket?.send(frame);
  return socket !== null;
}

/** The chat page's subscriptions; each returns its unsubscribe. */
export function subscribeChatFrames(listener: FrameListener): () => void {
  frameListeners.add(listener);
  return () => frameListeners.delete(listener);
}

export function subscribeChatOpen(listener: OpenListener): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}
