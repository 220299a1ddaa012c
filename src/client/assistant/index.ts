/** The assistant feature as other features see it: everything they may import. */
export { assistantActions } from './assistant-actions';
export { HomeAsk } from './home-ask';
