// The chat's HTTP calls (docs/api.md "Chat"); the socket is stores/chat-socket.ts.
import { api } from '../../lib/api-client';
import type { ChatMessage, Conversation } from '../../lib/chat-protocol';

export const HISTORY_PAGE_SIZE = 20;

export const fetchConversations = async () => (await api.get<{ rows: Conversation[] }>('imchat/service/index')).rows;

export const fetchHistory = async (conversationId: number, page: { beforeSeq?: number; afterSeq?: number }) =>
  (await api.post<{ rows: ChatMessage[] }>('imchat/service/history', { conversationId, size: HISTORY_PAGE_SIZE, ...page })).rows;

export const closeConversation = (id: number) => api.put<object>(`imchat/service/${id}/close`);

/** One image file as the multipart body the chat's upload calls read (field `file`). */
const imageBody = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

/** An agent's image: stored by the server, which answers the URL a message carries. No 5 s timeout for a large file. */
export const uploadChatImage = async (file: File) => (await api.post<{ url: string }>('imchat/upload', imageBody(file), { timeout: 0 })).url;

/** A visitor's image, allowed by the widget's site key and secret (headers, never the URL). */
export const uploadVisitorImage = async (file: File, siteKey: string, visitorToken: string) =>
  (await api.post<{ url: string }>('imchat/visitor/upload', imageBody(file), { timeout: 0, headers: { 'X-Chat-Site': siteKey, 'X-Chat-Visitor': visitorToken } })).url;

export interface ChatConfig {
  language: string;
  title: string;
  welcome: string;
  offlineMessage: string;
  siteKey: string;
  notifyEmail: string;
  emailEnabled: boolean;
}

/** The Language header picks the texts; without `language`, the interface's. */
const inLanguage = (language?: string) => (language ? { headers: { Language: language } } : undefined);

export const fetchChatConfig = (language?: string) => api.get<ChatConfig>('im/config', inLanguage(language));

export const saveChatTexts = (texts: Pick<ChatConfig, 'title' | 'welcome' | 'offlineMessage'>, language: string) =>
  api.post<object>('im/config', texts, inLanguage(language));

export const saveChatEmail = (email: Pick<ChatConfig, 'notifyEmail' | 'emailEnabled'>) => api.post<object>('im/config/email', email);

/** A user who answers visitors (im/config/service). */
export interface ChatAgent {
  id: number;
  userId: number;
  userName: string;
  nickName: string;
  email: string;
  emailStatus: boolean;
  online: boolean;
}

export const fetchAgents = async () => (await api.get<{ rows: ChatAgent[] }>('im/config/service')).rows;
export const saveAgent = (agent: Pick<ChatAgent, 'userId' | 'nickName' | 'email'>) => api.post<object>('im/config/saveService', agent);
export const setAgentEmailStatus = (id: number, emailStatus: boolean) => api.post<object>('im/config/setEmailStatus', { id, emailStatus });
export const removeAgents = (ids: number[]) => api.post<object>('im/config/delService', { ids });
export const syncAgents = async () => (await api.post<{ rows: ChatAgent[] }>('im/config/syncService', {})).rows;

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

export const startVisitorSession = (body: { siteKey: string; visitorToken?: string }) =>
  api.post<VisitorSession>('imchat/visitor/session', body, { skipErrorUi: true });
