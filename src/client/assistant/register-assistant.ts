import { useLayoutSlots } from '../shell';
import { AssistantRoot } from './assistant-root';

/**
 * Puts the assistant into the layout's slot. The layout shows it only to users with the aichat
 * permission (sections.md §6); the app calls it once at start-up.
 */
export function registerAssistant(): void {
  useLayoutSlots.setState({ assistant: AssistantRoot });
}
