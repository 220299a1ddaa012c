/** The home feature as other features see it: everything they may import. */
export { HomePage } from './home-page';
