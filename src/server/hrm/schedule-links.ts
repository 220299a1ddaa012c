/** Where a person sees their own published shifts and leave: the home page's scheduling column. */
export const HOME_SCHEDULE_LINK = '/?focus=schedule';
