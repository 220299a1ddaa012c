import { formatMessage, isServerMessageKey } from '../../../shared/messages';
import { useLanguage } from '../../i18n/i18n';

/** The type of an error whose message is already text in the reader's language (a server answer). */
export const SERVER_ERROR = 'server';

export interface ErrorLike {
  type?: string | number;
  message?: string | undefined;
}

/**
 * Error texts of a form in the current language. A schema message is a key: a server message key
 * (the words the server answers the same input with) or a client i18n key (a rule only the form
 * has, such as confirming the new password); `field` fills a message's {field}.
 */
export function useErrorText(): (error: ErrorLike | undefined, field?: string) => string | undefined {
  const { t, language } = useLanguage();
  return (error, field = '') => {
    const message = error?.message;
    if (!message) return undefined;
    if (error.type === SERVER_ERROR) return message;
    if (isServerMessageKey(message)) return formatMessage(message, language, { field });
    // A client key, or zod's own sentence for a rule without a key (i18next answers unknown keys as written).
    return (t as unknown as (key: string) => string)(message);
  };
}
