import { useTranslation } from 'react-i18next';
import { HomeAsk } from '../assistant';
import { useSessionUser } from '../auth';

/**
 * The top of /home is the AI assistant's input (chat-first home): a question asked here opens the
 * assistant with its answer. Shown to users with the aichat permission only.
 */
export function HomeAssistantSlot() {
  const { t } = useTranslation();
  const canAsk = useSessionUser()?.permissions.includes('aichat') ?? false;
  if (!canAsk) return null;
  return (
    <section aria-label={t('overview.assistantLabel')} data-testid="home-assistant-slot">
      <HomeAsk />
    </section>
  );
}
