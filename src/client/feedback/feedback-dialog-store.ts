import { create } from 'zustand';
import { useShellPanels } from '../shell';

export type FeedbackDialogView = 'submit' | 'mine';

/**
 * Which view the shell's feedback dialog shows (give feedback / my feedback), the piece a reply
 * notice named, and the popup rule and question a popover rating came from. The dialog's open
 * state itself stays in useShellPanels, where the user menu and "rate this page" set it.
 */
export const useFeedbackDialog = create<{
  view: FeedbackDialogView;
  highlightId: number | null;
  popupConfigId: number | null;
  questionId: number | null;
  presetScore: number | null;
}>(() => ({ view: 'submit', highlightId: null, popupConfigId: null, questionId: null, presetScore: null }));

/** Opens the dialog on a view (rating Switchboard as a whole, not a page). */
export function openRatingDialog(
  view: FeedbackDialogView,
  extra: { highlightId?: number | null; popupConfigId?: number | null; questionId?: number | null; presetScore?: number | null } = {},
): void {
  useFeedbackDialog.setState({ view, highlightId: null, popupConfigId: null, questionId: null, presetScore: null, ...extra });
  useShellPanels.setState({ feedback: true, feedbackPage: null });
}
