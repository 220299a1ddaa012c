import { z } from 'zod';

/** Control characters other than tab, line feed and carriage return, and lone UTF-16 surrogates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cs}]/u;
/** The same plus tab and line breaks, which a one-line field (code, keyword, id) never holds. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\p{Cs}]/u;

/** Free text: tab and line breaks allowed; NUL (which PostgreSQL refuses) and other controls not. */
export const isFreeText = (text: string): boolean => !CONTROL_IN_TEXT.test(text);

/** One line of text: no control character at all. */
export const isLineText = (text: string): boolean => !CONTROL_IN_LINE.test(text);

/** A one-line text field: codes, keywords, names, tokens. */
export const lineText = z.string().refine(isLineText, 'input.controlChars');

/** A free text field (questions, feedback, remarks). */
export const freeText = z.string().refine(isFreeText, 'input.controlChars');
