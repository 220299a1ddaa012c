import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '../routes/use-document-title';

/**
 * A page of a feature: title (also the browser tab's), one-line intro, actions on the right, then
 * the content. Pages stay mounted in their tabs, so the heading's id is generated unless given.
 * `data-page` marks the frame, so the visible page of several kept-alive tabs can be found.
 */
export function PageFrame({
  id,
  title,
  intro,
  actions,
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section aria-labelledby={headingId} data-page className="flex min-w-0 flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id={headingId} className="text-xl font-semibold text-slate-900">
            {title}
          </h1>
          {intro && <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
