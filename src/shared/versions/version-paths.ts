/** The pages of version notes (sections.md §2 MC publicnotice and settings noticeconfig). */
export const VERSION_PATHS = {
  timeline: '/message/publicnotice/timeaxis',
  list: '/message/publicnotice/noticelist',
  config: '/setModule/publicnotice/noticeconfig',
} as const;
