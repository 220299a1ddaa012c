import '../../../commands/index';
import { registerAssistant } from '../assistant/register-assistant';
import { loadAllMessages } from '../i18n/all-messages';
import { AppLayout } from '../shell/shell-layout';
import { loadToasts } from '../ui/toast';

/**
 * The signed-in application as one lazily loaded chunk: the shell, the command registry, the
 * assistant and the whole key tree. The sign-in pages never wait for it; it loads once a session
 * exists (or a signed-in page is opened).
 */
loadAllMessages();
registerAssistant();
// Signed-in pages raise toasts through sonner directly: its Toaster is mounted from here on.
void loadToasts();

export default AppLayout;
