import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_COMMAND_IDS } from '../../../commands/index';
import { useCommands } from '../commands';

const OPTIONS = [
  { language: 'zh', label: 'language.zh', command: ACCOUNT_COMMAND_IDS.languageZh },
  { language: 'en', label: 'language.en', command: ACCOUNT_COMMAND_IDS.languageEn },
] as const;

/** 中文 / English toggle; it runs the language commands, so the palette and this agree. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { run, ctx } = useCommands();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={clsx('flex shrink-0 rounded-md border border-slate-300 p-0.5', className)}
    >
      {OPTIONS.map((option) => {
        const active = ctx.language === option.language;
        return (
          <button
            key={option.language}
            type="button"
            aria-pressed={active}
            lang={option.language === 'zh' ? 'zh-CN' : 'en'}
            onClick={() => void run(option.command)}
            className={clsx(
              'rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500',
              active ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            {t(option.label)}
          </button>
        );
      })}
    </div>
  );
}
