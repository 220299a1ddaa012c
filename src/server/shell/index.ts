/** The shell feature as other features see it: everything they may import. */
export { shellSeed } from './shell-seed';
