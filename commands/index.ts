import { accountCommands } from './account-commands';
import { commandRegistry } from './registry';

/**
 * The app's registry with the built-in commands. Importing this module registers them once
 * (ES modules evaluate once); later features add theirs with commandRegistry.register(...).
 */
const unregister = commandRegistry.register(...accountCommands);
// Vite hot reload re-runs this module: give the ids back first instead of tripping the duplicate check.
import.meta.hot?.dispose(unregister);

export { commandRegistry };
export { ACCOUNT_COMMAND_IDS } from './account-commands';
export { CommandRegistry, DuplicateCommandError, UnknownCommandError } from './registry';
export type * from './types';
