import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

/** A release note's text in the popup, sanitized; its own chunk, loaded when a popup opens. */
export default function NoticeMarkdown({ text }: { text: string }) {
  return <Markdown rehypePlugins={[rehypeSanitize]}>{text}</Markdown>;
}
