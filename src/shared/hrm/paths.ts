/** Where a person sees their own published week and annual leave: the home page's scheduling column. */
export const MY_WEEK_PATH = '/home';
export const MY_WEEK_ANCHOR = 'home-my-week';
export const MY_WEEK_LINK = `${MY_WEEK_PATH}#${MY_WEEK_ANCHOR}`;
