/** Where feedback lives in the portal; the server's notices and the client's pages share these. */
export const MY_FEEDBACK_PATH = '/csc/feedbackmanagement/feedback';
export const FEEDBACK_LIST_PATH = '/csc/feedbackmanagement/fb-list';
export const FEEDBACK_CONFIG_PATH = '/setModule/feedbackmanagement/fb-config';

/**
 * The query parameter that opens the shell's feedback dialog on "my feedback" from any page:
 * `?feedback=mine` (with `&id=` the piece to show). People whose menu lacks the my-feedback page
 * read their replies there, so a reply notice links to it for them.
 */
export const FEEDBACK_DIALOG_PARAM = 'feedback';
export const FEEDBACK_DIALOG_MINE = 'mine';
export const MY_FEEDBACK_DIALOG_LINK = `/home?${FEEDBACK_DIALOG_PARAM}=${FEEDBACK_DIALOG_MINE}`;
