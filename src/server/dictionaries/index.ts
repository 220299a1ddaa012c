/** Dictionaries as other features see it: everything they may import. */
export { dictionariesSeed } from './dictionary-seed';
export { withDictionaryOptions } from './form-dictionaries';
export { dictionaryHandlers } from './dictionary-routes';
