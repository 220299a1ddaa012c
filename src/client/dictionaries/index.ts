/** Dictionaries as other client features see them: everything they may import. */
export { useDictionaryOptions } from './use-dictionary-options';
