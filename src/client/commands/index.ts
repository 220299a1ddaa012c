/** The commands feature as other features see it: everything they may import. */
export { useCommands } from './use-commands';
