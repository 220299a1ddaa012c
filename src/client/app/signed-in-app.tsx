import '../../../commands/index';
import { registerAssistant } from '../assistant/register-assistant';
import { loadAllMessages } from '../i18n/all-messages';
import { AppLayout } from '../shell/shell-layout';

/**
 * The signed-in application as one lazily loaded chunk: the shell, the command registry, the
 * assistant and the whole key tree. The sign-in pages never wait for it; it loads once a session
 * exists (or a signed-in page is opened).
 */
loadAllMessages();
registerAssistant();

export default AppLayout;
