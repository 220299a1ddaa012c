import Markdown, { type Components } from 'react-markdown';
import { useNavigate } from 'react-router-dom';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

const isPortalPath = (href: string | undefined): href is string => !!href && href.startsWith('/') && !href.startsWith('//');

/**
 * The markdown of a release note, sanitized (raw HTML is never rendered: react-markdown drops it
 * and rehype-sanitize cleans what markdown itself produces). Portal links open in place; other
 * links in a new browser tab.
 */
export function ReleaseMarkdown({ text }: { text: string }) {
  const navigate = useNavigate();
  const components: Components = {
    a: ({ href, children }) =>
      isPortalPath(href) ? (
        <a
          href={href}
          className="text-brand-700 underline"
          onClick={(event) => {
            event.preventDefault();
            void navigate(href);
          }}
        >
          {children}
        </a>
      ) : (
        <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
          {children}
        </a>
      ),
  };
  return (
    <div className="text-sm leading-6 break-words text-slate-700 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:text-base [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-1 [&_ul]:list-disc">
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
