import { PERMISSION_KEYS } from '../src/shared/permissions';
import type { Command, CommandContext } from './types';

/** Palette actions of feedback and rating. */
export const FEEDBACK_COMMAND_IDS = {
  give: 'feedback.give',
  ratePage: 'feedback.rate-page',
  mine: 'feedback.mine',
} as const;

/**
 * What the shell's feedback dialog lets commands do. The dialog provides it while the layout is
 * on screen (it knows the page being viewed); absent elsewhere, so the commands hide.
 */
export interface FeedbackActions {
  /** Opens the dialog on giving feedback or on the caller's own feedback with replies. */
  open(view: 'submit' | 'mine'): void;
  /** The menu page on screen, if it can be rated (not home, not outside the menu). */
  ratablePage(): { name: string; nameEn: string } | null;
  /** Opens the dialog bound to that page (评价本页). */
  ratePage(): void;
}

let provided: FeedbackActions | null = null;

/** The client's dialog registers itself (null when it unmounts). */
export function provideFeedbackActions(actions: FeedbackActions | null): void {
  provided = actions;
}

const inShell = (ctx: CommandContext) => ctx.signedIn && !!ctx.shell && provided !== null;

export const feedbackCommands: Command[] = [
  {
    id: FEEDBACK_COMMAND_IDS.give,
    title: { zh: '提交反馈', en: 'Give feedback' },
    keywords: ['feedback', 'rate', 'rating', 'suggestion', 'bug', '反馈', '评分', '建议', '意见', 'tijiaofankui'],
    icon: 'MessageSquarePlus',
    section: 'help',
    when: inShell,
    perform: () => provided?.open('submit'),
  },
  {
    id: FEEDBACK_COMMAND_IDS.ratePage,
    title: { zh: '评价本页', en: 'Rate this page' },
    keywords: ['rate page', 'rating', 'stars', '评价', '评分', '本页', 'pingjiabenye'],
    icon: 'Star',
    section: 'help',
    when: (ctx) => inShell(ctx) && provided?.ratablePage() != null,
    perform: () => provided?.ratePage(),
  },
  {
    id: FEEDBACK_COMMAND_IDS.mine,
    title: { zh: '我的反馈', en: 'My feedback' },
    keywords: ['my feedback', 'replies', 'feedback reply', '我的反馈', '反馈回复', 'wodefankui'],
    icon: 'MessageSquare',
    section: 'help',
    when: inShell,
    // The page for those whose menu has it (tabs, bookmarks); the dialog for everyone else.
    perform: (ctx) =>
      ctx.permissions.has(PERMISSION_KEYS.feedbackMine) ? ctx.shell?.openTab('/csc/feedbackmanagement/feedback') : provided?.open('mine'),
  },
];
