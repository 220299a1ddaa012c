import { create } from 'zustand';

/** The menu page a rating is about ("rate this page"); null: a rating of Switchboard as a whole. */
export interface FeedbackPage {
  resourceId: number;
  name: string;
  nameEn: string;
}

/**
 * Open state of the notification drawer and the rating dialog (so commands can open them).
 * `feedbackPage` binds the rating dialog to a page while it is open from "rate this page";
 * closing the dialog clears it.
 */
export const useShellPanels = create<{
  notifications: boolean;
  feedback: boolean;
  feedbackPage: FeedbackPage | null;
}>(() => ({
  notifications: false,
  feedback: false,
  feedbackPage: null,
}));
