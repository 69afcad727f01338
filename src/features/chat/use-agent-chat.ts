// The chat page's behaviour: loads conversations and history over HTTP, applies the socket's
// frames, and after a reconnect fetches whatever was missed (the server ids dedupe).
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { lastSeqOf, newClientId, type ServerFrame } from '../../lib/chat-protocol';
import { sendChatFrame, subscribeChatFrames, subscribeChatOpen } from '../../stores/chat-socket';
import { closeConversation, fetchConversations, fetchHistory, HISTORY_PAGE_SIZE } from './api';
import { agentChatReducer, initialAgentChat } from './agent-chat-state';

export function useAgentChat() {
  const [state, dispatch] = useReducer(agentChatReducer, initialAgentChat);
  // The frame handlers are subscribed once; they read the latest state through this ref.
  const latest = useRef(state);
  latest.current = state;

  const reloadConversations = useCallback(
    async () => dispatch({ type: 'conversations', rows: await fetchConversations() }),
    [],
  );

  /** The newest page of a conversation, or what came after the last message held. */
  const loadNewer = useCallback(async (conversationId: number) => {
    const held = latest.current.messages[conversationId];
    if (held) {
      dispatch({
        type: 'messages',
        conversationId,
        rows: await fetchHistory(conversationId, { afterSeq: lastSeqOf(held) }),
      });
    } else {
      const rows = await fetchHistory(conversationId, {});
      dispatch({
        type: 'messages',
        conversationId,
        rows,
        hasOlder: rows.length === HISTORY_PAGE_SIZE && rows[0]?.seq !== 1,
      });
    }
  }, []);

  const loadOlder = useCallback(async () => {
    const { selectedId, messages } = latest.current;
    const first = selectedId === null ? undefined : messages[selectedId]?.[0];
    if (selectedId === null || !first) return;
    const rows = await fetchHistory(selectedId, { beforeSeq: first.seq });
    dispatch({
      type: 'messages',
      conversationId: selectedId,
      rows,
      hasOlder: rows.length === HISTORY_PAGE_SIZE && rows[0]?.seq !== 1,
    });
  }, []);

  const select = useCallback(
    (id: number) => {
      dispatch({ type: 'select', id });
      sendChatFrame({ type: 'read', conversationId: id });
      void loadNewer(id);
    },
    [loadNewer],
  );

  useEffect(() => {
    const onFrame = (frame: ServerFrame) => {
      const { conversations, selectedId } = latest.current;
      switch (frame.type) {
        case 'message':
        case 'ack':
          if (!conversations.some((row) => row.id === frame.message.conversationId)) void reloadConversations();
          dispatch({ type: 'incoming', message: frame.message });
          // The open conversation is being read as it arrives.
          if (frame.message.sender === 'visitor' && frame.message.conversationId === selectedId)
            sendChatFrame({ type: 'read', conversationId: selectedId });
          break;
        case 'typing':
          if (frame.sender === 'visitor')
            dispatch({ type: 'typing', conversationId: frame.conversationId, at: Date.now() });
          break;
        case 'read':
          dispatch({ type: 'read', conversationId: frame.conversationId, reader: frame.reader });
          break;
        case 'closed':
          void reloadConversations();
          break;
        case 'assigned':
          // Taken by an agent: the list holds only conversations this agent may answer.
          void reloadConversations();
          break;
        case 'presence':
          if (frame.kind === 'visitor')
            dispatch({ type: 'visitorOnline', visitorId: frame.visitorId, online: frame.online });
          break;
      }
    };
    const onOpen = (reconnected: boolean) => {
      if (!reconnected) return;
      void reloadConversations();
      const { selectedId } = latest.current;
      if (selectedId !== null) void loadNewer(selectedId);
    };
    const unsubscribe = [subscribeChatFrames(onFrame), subscribeChatOpen(onOpen)];
    void reloadConversations();
    return () => unsubscribe.forEach((stop) => stop());
  }, [reloadConversations, loadNewer]);

  const send = useCallback((content: { text?: string; imageUrl?: string }) => {
    const { selectedId } = latest.current;
    if (selectedId === null) return false;
    return sendChatFrame({ type: 'message', clientId: newClientId(), conversationId: selectedId, ...content });
  }, []);

  const typing = useCallback(() => {
    const { selectedId } = latest.current;
    if (selectedId !== null) sendChatFrame({ type: 'typing', conversationId: selectedId });
  }, []);

  const close = useCallback(async () => {
    const { selectedId } = latest.current;
    if (selectedId === null) return;
    await closeConversation(selectedId);
    await reloadConversations();
  }, [reloadConversations]);

  return { state, select, loadOlder, send, typing, close };
}
