/** Feedback and rating as other features see it: everything they may import. */
export { feedbackHandlers } from './feedback-routes';
export { feedbackExporters } from './feedback-exporter';
export { feedbackSeed } from './feedback-seed';
