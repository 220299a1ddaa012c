import type { ScoreLevel } from '../api/feedback-calls';

/** What each score means until the dictionary names it (a fresh installation before the settings are made). */
export const DEFAULT_SCORE_LEVELS: readonly ScoreLevel[] = [
  { score: 1, name: '非常不满意', nameEn: 'Very dissatisfied' },
  { score: 2, name: '不满意', nameEn: 'Dissatisfied' },
  { score: 3, name: '一般', nameEn: 'Neutral' },
  { score: 4, name: '满意', nameEn: 'Satisfied' },
  { score: 5, name: '非常满意', nameEn: 'Very satisfied' },
];
