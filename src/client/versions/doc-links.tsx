import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { VersionDocView } from '../../shared/api/version-calls';

/** The documents attached to a release: portal pages open in place, others in a new tab. */
export function DocLinks({ docs }: { docs: readonly VersionDocView[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (docs.length === 0) return null;
  return (
    <ul aria-label={t('versions.docs.title')} className="flex flex-wrap gap-2">
      {docs.map((doc) => {
        const inPortal = doc.url.startsWith('/');
        return (
          <li key={doc.id}>
            <a
              href={doc.url}
              {...(inPortal
                ? {
                    onClick: (event) => {
                      event.preventDefault();
                      void navigate(doc.url);
                    },
                  }
                : { target: '_blank', rel: 'noopener noreferrer' })}
              className="inline-flex items-center gap-1 rounded-md border border-slate-200 bg-slate-50 px-2 py-1 text-xs text-brand-800 hover:bg-slate-100"
            >
              <FileText aria-hidden size={14} />
              {doc.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
