import type { Title } from './routes/types';

/**
 * Button permissions (shell.md §6: "directives and buttons"): keys that are not pages. Menu pages
 * carry their own keys (see routes/menu-keys.ts); a top-level section's key is its area code.
 */
export interface ButtonDef {
  key: string;
  title: Title;
}

export const BUTTONS = {
  /** The AI assistant (sections.md §6). */
  aichat: { key: 'aichat', title: { zh: 'AI 助手', en: 'AI assistant' } },
} as const satisfies Record<string, ButtonDef>;

export const BUTTON_LIST: readonly ButtonDef[] = Object.values(BUTTONS);
