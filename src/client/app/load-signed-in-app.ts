import { laterModule } from '../ui/later-module';

/**
 * The signed-in application, asked for as its largest parts side by side (the whole key tree, the
 * command registry, the shell with the route table) rather than as one module graph. A browser
 * evaluates each dynamic import in a task of its own as it arrives; one graph is evaluated in a
 * single long task, during which the page answers no click or key. The parts are fetched in
 * parallel either way.
 */
export const signedInApp = laterModule(() =>
  Promise.all([import('../i18n/all-messages'), import('../../../commands/index'), import('../shell/shell-layout')]).then(
    () => import('./signed-in-app'),
  ),
);
