/** Feedback and rating as other features (and the shell's rating dialog) see it: everything they may import. */
export { openRatingDialog, useFeedbackDialog, type FeedbackDialogView } from './feedback-dialog-store';
export { MyFeedbackList } from './my-feedback-list';
export { UnrepliedBadge, FeedbackHandlingItem } from './unreplied-badge';
