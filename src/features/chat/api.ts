// The chat's HTTP calls (docs/api.md "Chat"); the socket is stores/chat-socket.ts.
import { api } from '../../lib/api-client';
import type { ChatMessage, Conversation } from '../../lib/chat-protocol';

export const HISTORY_PAGE_SIZE = 20;

export const fetchConversations = async () => (await api.get<{ rows: Conversation[] }>('imchat/service/index')).rows;

export const fetchHistory = async (conversationId: number, page: { beforeSeq?: number; afterSeq?: number }) =>
  (
    await api.post<{ rows: ChatMessage[] }>('imchat/service/history', {
      conversationId,
      size: HISTORY_PAGE_SIZE,
      ...page,
    })
  ).rows;

export const closeConversation = (id: number) => api.put<object>(`imchat/service/${id}/close`);

/** One image file as the multipart body the chat's upload calls read (field `file`). */
const imageBody = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

/** An agent's image: stored by the server, which answers the URL a message carries. No 5 s timeout for a large file. */
export const uploadChatImage = async (file: File) =>
  (await api.post<{ url: string }>('imchat/upload', imageBody(file), { timeout: 0 })).url;

/** A visitor's image, allowed by the widget's site key and secret (headers, never the URL). */
export const uploadVisitorImage = async (file: File, siteKey: string, visitorToken: string) =>
  (
    await api.post<{ url: string }>('imchat/visitor/upload', imageBody(file), {
      timeout: 0,
      headers: { 'X-Chat-Site': siteKey, 'X-Chat-Visitor': visitorToken },
    })
  ).url;

/** The visitor widget's session (public): a ticket for the socket plus the site's texts. */
export interface VisitorSession {
  visitorId: number;
  visitorToken: string;
  conversationId: number;
  ticket: string;
  title: string;
  welcome: string;
  offlineMessage: string;
  /** Whether any agent has the chat open now. */
  agentsOnline: boolean;
}

/** `language`: the widget's, in which the site's texts come (the Language header). */
export const startVisitorSession = (body: { siteKey: string; visitorToken?: string }, language: string) =>
  api.post<VisitorSession>('imchat/visitor/session', body, { skipErrorUi: true, headers: { Language: language } });
