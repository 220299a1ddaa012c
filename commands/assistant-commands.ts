import { PERMISSION_KEYS } from '../src/shared/permissions';
import type { Command } from './types';

/**
 * The AI assistant's entries. Only for people with the aichat permission, and only once the
 * assistant is present in the page (it provides `ctx.assistant`).
 */
export const ASSISTANT_COMMAND_IDS = {
  open: 'assistant.open',
  newConversation: 'assistant.new-conversation',
} as const;

const hasAssistant: Command['when'] = (ctx) => !!ctx.assistant;

export const assistantCommands: Command[] = [
  {
    id: ASSISTANT_COMMAND_IDS.open,
    title: { zh: '打开 AI 助手', en: 'Open the AI assistant' },
    keywords: ['ai', 'assistant', 'chat', 'ask', '助手', '智能', '问答', '提问'],
    icon: 'Bot',
    shortcut: ['alt', 'A'],
    section: 'assistant',
    permission: PERMISSION_KEYS.aiChat,
    when: hasAssistant,
    perform: (ctx) => ctx.assistant?.open(),
  },
  {
    id: ASSISTANT_COMMAND_IDS.newConversation,
    title: { zh: '新建 AI 对话', en: 'Start a new AI conversation' },
    keywords: ['ai', 'assistant', 'new chat', 'conversation', '对话', '会话', '新建'],
    icon: 'MessageSquarePlus',
    section: 'assistant',
    permission: PERMISSION_KEYS.aiChat,
    when: hasAssistant,
    perform: (ctx) => ctx.assistant?.newConversation(),
  },
];
