import type { Lang } from '../../../shared/messages';
import { kbSections, type KbDocument } from '../kb/kb-documents';
import { searchTokens } from '../kb/tokenize';
import { canOpen } from '../tools/page-directory';
import { t } from './phrases';

/**
 * A knowledge-base answer: the part of the document the question is about (the section sharing
 * most words with it, or the opening), quoted as written, then a link to the whole document. Links
 * to pages the user cannot open are turned into plain text.
 */
const MAX_EXCERPT = 1100;

/**
 * The part to quote. A question that is the document's own question (most of its words are in
 * the title) gets the opening sections; another question gets the section sharing most words
 * with it (the heading counting once more).
 */
export function excerptOf(doc: KbDocument, question: string): string {
  const sections = kbSections(doc);
  const tokens = searchTokens(question);
  const title = new Set(searchTokens(doc.title));
  const ownQuestion = tokens.length > 0 && tokens.filter((token) => title.has(token)).length / tokens.length >= 0.5;
  const render = (section: { heading: string; text: string }) =>
    section.heading ? `**${section.heading}**\n\n${section.text}` : section.text;
  if (ownQuestion || sections.length <= 1) {
    const parts: string[] = [];
    let length = 0;
    for (const section of sections) {
      const text = render(section);
      if (parts.length > 0 && length + text.length > MAX_EXCERPT) break;
      parts.push(text);
      length += text.length;
    }
    return parts.join('\n\n');
  }
  let best = sections[0] ?? { heading: '', text: doc.body };
  let bestScore = -1;
  sections.forEach((section, index) => {
    const text = section.text.toLowerCase();
    const heading = section.heading.toLowerCase();
    // The opening wins ties: it usually says what the document is about.
    const score = tokens.reduce((sum, token) => sum + (text.includes(token) ? 1 : 0) + (heading.includes(token) ? 1 : 0), 0) - index * 0.01;
    if (score > bestScore) {
      best = section;
      bestScore = score;
    }
  });
  return render(best);
}

/** Cuts at a line boundary; a table is never cut in the middle of a row. */
function trim(text: string): string {
  if (text.length <= MAX_EXCERPT) return text;
  const lines = text.split('\n');
  const kept: string[] = [];
  let length = 0;
  for (const line of lines) {
    if (length + line.length > MAX_EXCERPT && kept.length > 0) break;
    kept.push(line);
    length += line.length + 1;
  }
  return `${kept.join('\n').trimEnd()}\n\n…`;
}

export function withoutForbiddenLinks(markdown: string, permissions: ReadonlySet<string>): string {
  return markdown.replace(/\[([^\]]+)\]\((\/[^)\s]*)\)/g, (whole, text: string, path: string) =>
    canOpen(path, permissions) ? whole : text,
  );
}

export function composeKnowledgeAnswer(
  lang: Lang,
  doc: KbDocument,
  url: string,
  question: string,
  permissions: ReadonlySet<string>,
): string {
  const excerpt = withoutForbiddenLinks(trim(excerptOf(doc, question)), permissions);
  return [
    t(lang, `根据《${doc.title}》：`, `From "${doc.title}":`),
    excerpt,
    t(lang, `[查看完整文档《${doc.title}》](${url})`, `[Read the whole article "${doc.title}"](${url})`),
  ].join('\n\n');
}
