import { Copy } from 'lucide-react';
import { createContext, memo, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import { useNavigate } from 'react-router-dom';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { toast } from '../ui/toast';
import { useShellActionsHere } from '../shell';
import { closePartialTable } from '../../shared/assistant/partial-markdown';
import { copyText } from './copy-text';

/**
 * Markdown of answers and help articles (GFM tables), sanitized. Links to portal paths open as a
 * tab in place, without a reload (inside an answer through PortalLinkContext: see answer-link.ts);
 * other links open in a new browser tab. Code blocks have a copy button.
 */
export const isPortalPath = (href: string | undefined): href is string => !!href && href.startsWith('/') && !href.startsWith('//');

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

function CodeBlock({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="group relative my-2">
      <pre className="overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">{children}</pre>
      <button
        type="button"
        aria-label={t('assistant.copyCode')}
        className="absolute top-1.5 right-1.5 rounded bg-slate-700 p-1 text-slate-100 opacity-80 hover:opacity-100"
        onClick={() => void copyText(textOf(children)).then(() => toast.success(t('assistant.codeCopied')))}
      >
        <Copy size={14} aria-hidden />
      </button>
    </div>
  );
}

/** A wide table scrolls sideways in its own box, by keyboard too (focusable, named for screen readers). */
function TableScroll({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t('assistant.tableScroll')}
      tabIndex={0}
      className="my-2 max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className="min-w-full border-collapse text-xs">{children}</table>
    </div>
  );
}

/** How a portal link opens where it is rendered; null: as an ordinary navigation. */
export const PortalLinkContext = createContext<((href: string) => void) | null>(null);

/** A link: portal paths open as a tab in place (no reload), anything else in a new browser tab. */
export function PortalAnchor({ href, children }: { href: string | undefined; children: ReactNode }) {
  const navigate = useNavigate();
  const shell = useShellActionsHere();
  const follow = useContext(PortalLinkContext);
  if (!isPortalPath(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-600 underline underline-offset-2">
        {children}
      </a>
    );
  }
  return (
    <a
      href={href}
      className="text-brand-600 underline underline-offset-2 hover:text-brand-700"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (follow) follow(href);
        else if (shell) shell.openTab(href);
        else navigate(href);
      }}
    >
      {children}
    </a>
  );
}

const COMPONENTS: Components = {
  a: ({ href, children }) => <PortalAnchor href={href}>{children}</PortalAnchor>,
  pre: ({ children }) => <CodeBlock>{children}</CodeBlock>,
  table: ({ children }) => <TableScroll>{children}</TableScroll>,
  th: ({ children, style }) => (
    <th style={style} className="border border-slate-200 bg-slate-50 px-2 py-1 font-medium">
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className="border border-slate-200 px-2 py-1 tabular-nums">
      {children}
    </td>
  ),
  ul: ({ children }) => <ul className="my-1 list-disc pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-1 list-decimal pl-5">{children}</ol>,
  p: ({ children }) => <p className="my-1.5 leading-relaxed">{children}</p>,
  h1: ({ children }) => <h1 className="my-2 text-lg font-semibold">{children}</h1>,
  h2: ({ children }) => <h2 className="my-2 text-base font-semibold">{children}</h2>,
  h3: ({ children }) => <h3 className="my-1.5 font-semibold">{children}</h3>,
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 text-[0.85em]">{children}</code>,
};

export const MarkdownView = memo(function MarkdownView({ text }: { text: string }) {
  return (
    <div className="text-sm text-slate-800 [&_pre_code]:bg-transparent [&_pre_code]:p-0">
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={COMPONENTS}>
        {closePartialTable(text)}
      </Markdown>
    </div>
  );
});
