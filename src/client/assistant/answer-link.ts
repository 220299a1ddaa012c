import { tabOf, useTabs } from '../shell';
import { useAssistant } from './assistant-store';

/**
 * Following a portal link of an answer: the page opens in the tab that already shows that page
 * (its filters replaced by the link's), so repeated answers do not pile up identical tabs. Where
 * the panel can dock (wide windows, not phones) it moves beside the page, so the answer and the
 * page are read side by side; elsewhere it closes, since it would cover the page, and the opener
 * brings the conversation back as it was.
 */
export interface FollowContext {
  /** Key of the tab on screen (it is reused first when it shows the same page). */
  activeKey: string;
  canDock: boolean;
  /** Opens the path in place (the shell's openTab, or the router). */
  open(path: string): void;
}

export function followAnswerLink(href: string, context: FollowContext): void {
  const url = new URL(href, 'http://same.invalid');
  useTabs.getState().reuse(tabOf(url.pathname, url.search), context.activeKey);
  context.open(href);
  if (context.canDock) useAssistant.setState({ docked: true, fullScreen: false, drawerOpen: false });
  else useAssistant.setState({ open: false, drawerOpen: false });
}
