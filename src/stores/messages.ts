// The notices, letters and todos of the notice popover and the message pages. Spec §7: fixed
// demo items built locally, with no request. Texts are i18n keys.
export interface NoticeItem {
  color: string;
  icon: 'mail' | 'bell' | 'calendar';
  title: string;
  time: string;
}

export interface LetterItem {
  avatar: string;
  title: string;
  content: string;
  time: string;
}

/** 0 not started, 1 due soon, 2 in progress. */
export type TodoStatus = 0 | 1 | 2;

export interface TodoItem {
  status: TodoStatus;
  title: string;
  description: string;
}

export const messageTypes = ['notice', 'letter', 'todo'] as const;
export type MessageType = (typeof messageTypes)[number];

export const demoNotices: readonly NoticeItem[] = [
  { color: '#60b2fc', icon: 'mail', title: 'messages.demo.notice1', time: '2024-05-08 14:33' },
  { color: '#f5686f', icon: 'bell', title: 'messages.demo.notice2', time: '2024-05-07 09:12' },
  { color: '#7cd734', icon: 'calendar', title: 'messages.demo.notice3', time: '2024-05-06 18:20' },
];

export const demoLetters: readonly LetterItem[] = [
  { avatar: '', title: 'messages.demo.letter1Title', content: 'messages.demo.letter1', time: '2024-05-08 10:01' },
  { avatar: '', title: 'messages.demo.letter2Title', content: 'messages.demo.letter2', time: '2024-05-06 16:45' },
];

export const demoTodos: readonly TodoItem[] = [
  { status: 0, title: 'messages.demo.todo1', description: 'messages.demo.todo1Detail' },
  { status: 1, title: 'messages.demo.todo2', description: 'messages.demo.todo2Detail' },
  { status: 2, title: 'messages.demo.todo3', description: 'messages.demo.todo3Detail' },
];

/** i18n keys of the todo status labels 未开始 / 即将到期 / 进行中 (spec §9). */
export const todoStatusLabels: Record<TodoStatus, string> = {
  0: 'messages.todoStatus.0',
  1: 'messages.todoStatus.1',
  2: 'messages.todoStatus.2',
};
export const todoStatusColours: Record<TodoStatus, string> = { 0: 'default', 1: 'red', 2: 'processing' };

export function isMessageType(value: string | null): value is MessageType {
  return messageTypes.includes(value as MessageType);
}
