import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { unreplyCount } from '../../shared/api/feedback-calls';
import { FEEDBACK_LIST_PATH } from '../../shared/feedback/feedback-links';
import { PERMISSION_KEYS } from '../../shared/permissions';
import { useCall } from '../api/use-call';
import { useSessionUser } from '../auth';

/** Handlers see new feedback within a minute; others never ask. */
const REFRESH_MS = 60_000;

/** The unreplied count for feedback handlers (holders of the handling page); null for everyone else. */
export function useUnrepliedCount(): number | null {
  const user = useSessionUser();
  const handler = user?.permissions.includes(PERMISSION_KEYS.feedbackHandle) ?? false;
  const answer = useCall(unreplyCount, handler ? undefined : null, { refetchInterval: REFRESH_MS });
  return handler ? (answer.data?.count ?? null) : null;
}

/** A small count on the user menu's button when feedback waits for a reply (handlers only). */
export function UnrepliedBadge() {
  const { t } = useTranslation();
  const count = useUnrepliedCount();
  if (!count) return null;
  return (
    <span
      data-testid="feedback-unreplied"
      title={t('feedback.badge.unreplied', { count })}
      className="min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('feedback.badge.unreplied', { count })}</span>
    </span>
  );
}

/** The user menu's way to the handling list, with the unreplied count (handlers only). */
export function FeedbackHandlingItem({ className }: { className: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useUnrepliedCount();
  if (count === null) return null;
  return (
    <DropdownMenu.Item className={className} onSelect={() => navigate(FEEDBACK_LIST_PATH)}>
      <MessageSquareText aria-hidden size={16} />
      <span className="flex-1">{t('feedback.badge.handle')}</span>
      {count > 0 && (
        <span className="rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white">
          <span aria-hidden>{count}</span>
          <span className="sr-only">{t('feedback.badge.unreplied', { count })}</span>
        </span>
      )}
    </DropdownMenu.Item>
  );
}
