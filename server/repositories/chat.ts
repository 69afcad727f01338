// The chat's repositories over one Drizzle handle (kept apart from the shared bundle in index.ts,
// so the chat plugin owns its decoration).
import type { Db } from '../db/client';
import { chatAccessRepository } from './chat-access';
import { chatConfigRepository } from './chat-config';
import { chatMessagesRepository } from './chat-messages';

export interface ChatRepositories {
  access: ReturnType<typeof chatAccessRepository>;
  config: ReturnType<typeof chatConfigRepository>;
  messages: ReturnType<typeof chatMessagesRepository>;
}

export function createChatRepositories(db: Db): ChatRepositories {
  return { access: chatAccessRepository(db), config: chatConfigRepository(db), messages: chatMessagesRepository(db) };
}
