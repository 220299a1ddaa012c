import { memo } from 'react';
import { highlightRanges } from './search/highlight';

/** The title with the characters the query matched in bold (pinyin matches mark the Chinese characters). */
export const HighlightedText = memo(function HighlightedText({ text, query }: { text: string; query: string }) {
  const ranges = query ? highlightRanges(text, query) : [];
  if (ranges.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  ranges.forEach(([start, end], i) => {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={i} className="bg-transparent font-semibold text-brand-700">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
});
