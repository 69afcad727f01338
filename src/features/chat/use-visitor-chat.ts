// The visitor's side of the chat: a session for the site key (the visitor token kept in
// localStorage makes a returning visitor the same one), the socket, and the conversation's
// messages, resumed from the last seq after every (re)connect.
import { useCallback, useEffect, useRef, useState } from 'react';
import { lastSeqOf, mergeMessages, newClientId, type ChatMessage, type ServerFrame } from '../../lib/chat-protocol';
import { openChatSocket, type ChatSocket, type SocketState } from '../../lib/chat-socket';
import type { UiLanguage } from '../../lib/i18n';
import { startVisitorSession, type VisitorSession } from './api';

const TOKEN_KEY = 'chat_visitor_token';

/** `language`: the widget's, in which the server answers (the site's texts, its refusals). */
export function useVisitorChat(siteKey: string, language: UiLanguage) {
  const [session, setSession] = useState<VisitorSession | null>(null);
  const [failed, setFailed] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [socketState, setSocketState] = useState<SocketState>('closed');
  const [agentTypingAt, setAgentTypingAt] = useState<number>();
  const [agentsOnline, setAgentsOnline] = useState(false);
  /** The server's own words (in the visitor's language) when it refused a message: too many sent. */
  const [refusal, setRefusal] = useState<string>();
  const socket = useRef<ChatSocket | null>(null);
  const held = useRef(messages);
  held.current = messages;

  useEffect(() => {
    const ticket = async () => {
      const next = await startVisitorSession(
        { siteKey, visitorToken: localStorage.getItem(TOKEN_KEY) ?? undefined },
        language,
      );
      localStorage.setItem(TOKEN_KEY, next.visitorToken);
      setSession(next);
      setAgentsOnline(next.agentsOnline);
      return next.ticket;
    };
    const resume = () => socket.current?.send({ type: 'resume', afterSeq: lastSeqOf(held.current) });
    const onFrame = (frame: ServerFrame) => {
      switch (frame.type) {
        case 'ack':
          setRefusal(undefined);
          setMessages((rows) => mergeMessages(rows, [frame.message]));
          break;
        case 'message':
          setMessages((rows) => mergeMessages(rows, [frame.message]));
          // The reply has come: the agent is no longer typing it.
          if (frame.message.sender === 'agent') setAgentTypingAt(undefined);
          break;
        case 'error':
          if (frame.code === 'rate_limited') setRefusal(frame.message);
          break;
        case 'history':
          setMessages((rows) => mergeMessages(rows, frame.messages));
          if (frame.more) socket.current?.send({ type: 'resume', afterSeq: lastSeqOf(frame.messages) });
          break;
        case 'typing':
          if (frame.sender === 'agent') setAgentTypingAt(Date.now());
          break;
        case 'hello':
          setAgentsOnline(frame.agentsOnline);
          break;
        case 'presence':
          if (frame.kind === 'agents') setAgentsOnline(frame.online);
          break;
        case 'closed':
          // The agent ended the conversation: a new session starts a new one.
          setMessages([]);
          void ticket().catch(() => setFailed(true));
          break;
      }
    };
    socket.current = openChatSocket({
      // A visitor's socket opens on the page's host with the ticket alone.
      address: () =>
        ticket().then(
          (value) => ({ ticket: value }),
          (error: unknown) => {
            setFailed(true);
            throw error;
          },
        ),
      language,
      onFrame,
      onState: setSocketState,
      onOpen: resume,
    });
    return () => socket.current?.close();
  }, [siteKey, language]);

  const send = useCallback((content: { text?: string; imageUrl?: string }) => {
    socket.current?.send({ type: 'message', clientId: newClientId(), ...content });
  }, []);
  const typing = useCallback(() => socket.current?.send({ type: 'typing' }), []);

  return { session, failed, messages, socketState, agentTypingAt, agentsOnline, refusal, send, typing };
}
