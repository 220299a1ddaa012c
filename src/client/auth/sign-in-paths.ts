/** The sign-in page's address: the lone first paint, the router, the guard's redirects and `?redirect=` all use it. */
export const SIGN_IN_PATH = '/login';
/** Where the chat app's single sign-on comes back to. */
export const AUTHORIZE_PATH = '/authorize';
