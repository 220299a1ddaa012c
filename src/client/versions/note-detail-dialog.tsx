import { useTranslation } from 'react-i18next';
import type { VersionNote } from '../../shared/api/version-calls';
import { Dialog } from '../ui/dialog';
import { DocLinks } from './doc-links';
import { ReleaseMarkdown } from './release-markdown';
import { PopupBadge, TypeBadge } from './version-ui';
import { useDateTime } from '../ui/use-date-time';

/** One release note in the reader's language. */
export function NoteDetailDialog({ note, onClose }: { note: VersionNote; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const date = useDateTime();
  const en = i18n.language.startsWith('en');
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={`v${note.version} · ${en ? note.titleEn : note.title}`}>
      <div className="flex flex-col gap-3">
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <TypeBadge type={note.versionType} />
          {note.popupState === 1 && <PopupBadge />}
          <span>{note.state === 'published' ? t('versions.releasedAt', { date: date(note.releasedAt) }) : t('versions.state.draft')}</span>
        </p>
        <div className="max-h-80 overflow-y-auto">
          <ReleaseMarkdown text={en ? note.contentEn : note.content} />
        </div>
        <DocLinks docs={note.docs} />
      </div>
    </Dialog>
  );
}
