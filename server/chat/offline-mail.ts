// E-mail about a visitor's message nobody is connected to read (spec §7 "im/config/email" and the
// agents' e-mail status): the first unread message of a conversation, while its agent (or, before
// anyone took it, every agent) is offline, is mailed to the tenant's notice address when enabled
// and to the agents whose e-mail status is on (only the assigned one, once assigned). The mail goes
// through mail_outbox like every mail of this server, delivered by the mail sender (server/mail/).
import type { FastifyBaseLogger } from 'fastify';
import { translate, type Language } from '../i18n/index';
import type { Repositories } from '../repositories/index';
import type { ChatRepositories } from '../repositories/chat';
import type { ChatMessage } from '../repositories/chat-messages';
import type { Presence } from './presence';

export interface OfflineMailDeps {
  repos: ChatRepositories;
  outbox: Repositories['mailOutbox'];
  presence: Presence;
  log: FastifyBaseLogger;
}

export async function mailIfUnattended(
  { repos, outbox, presence, log }: OfflineMailDeps,
  language: Language,
  tenantId: number,
  conversation: { agentId: number | null; agentUnread: number; visitorName: string },
  message: ChatMessage,
): Promise<void> {
  // One mail per unanswered burst: later messages wait for the agent to read the first.
  if (message.sender !== 'visitor' || conversation.agentUnread !== 1) return;
  const { agentId } = conversation;
  const online = await presence.online(tenantId, 'agent', agentId === null ? {} : { ids: [agentId] });
  if (online.size > 0) return;
  const recipients = await repos.config.mailRecipients(tenantId, agentId);
  const subject = translate(language, 'chat.mailSubject');
  const body = translate(language, 'chat.mailBody', {
    visitor: conversation.visitorName || `#${message.conversationId}`,
    text: message.text || message.imageUrl,
  });
  for (const to of recipients) await outbox.add({ tenantId, to, subject, body });
  if (recipients.length > 0) log.info({ mail: { to: recipients, subject } }, 'chat notice queued in mail_outbox');
}
