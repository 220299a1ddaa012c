import { useEffect } from 'react';
import type * as ServerMessagesModule from '../../../shared/messages';
import { useLanguage } from '../../i18n/i18n';
import { laterModule, useLaterModule } from '../later-module';
import { whenIdle } from '../when-idle';

/** The type of an error whose message is already text in the reader's language (a server answer). */
export const SERVER_ERROR = 'server';

export interface ErrorLike {
  type?: string | number;
  message?: string | undefined;
}

type ServerMessages = typeof ServerMessagesModule;

// The server's catalogue holds every feature's words: it is fetched once the first form has
// painted and the browser is idle (the sign-in page paints without it), long before anyone can
// read a form's errors; an error shown earlier gets its words when it arrives.
const serverMessages = laterModule<ServerMessages>(() => import('../../../shared/messages'));

export function loadServerMessages(): Promise<ServerMessages> {
  return serverMessages.load();
}

/**
 * Error texts of a form in the current language. A schema message is a key: a server message key
 * (the words the server answers the same input with) or a client i18n key (a rule only the form
 * has, such as confirming the new password); `field` fills a message's {field}.
 */
export function useErrorText(): (error: ErrorLike | undefined, field?: string) => string | undefined {
  const { t, language } = useLanguage();
  const messages = useLaterModule(serverMessages);
  useEffect(() => whenIdle(() => void loadServerMessages()), []);
  return (error, field = '') => {
    const message = error?.message;
    if (!message) return undefined;
    if (error.type === SERVER_ERROR) return message;
    // Still arriving (a few milliseconds after the first paint): the words follow in a moment.
    if (!messages) return undefined;
    if (messages.isServerMessageKey(message)) return messages.formatMessage(message, language, { field });
    // A client key, or zod's own sentence for a rule without a key (i18next answers unknown keys as written).
    return (t as unknown as (key: string) => string)(message);
  };
}
