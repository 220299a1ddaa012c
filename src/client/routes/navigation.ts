/**
 * Navigation for code that runs outside React components (sign-out, the failure handler, commands).
 * The router registers itself at start-up; before that (or in tests) the browser location is used.
 */
export interface NavigateOptions {
  replace?: boolean;
}
type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

export function setNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string, options: NavigateOptions = {}): void {
  if (navigator) {
    navigator(to, options);
    return;
  }
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** Path plus query of the page being shown, the `redirect` target after a new sign-in. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
