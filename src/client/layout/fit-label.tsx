import { clsx } from 'clsx';
import { useLayoutEffect, useRef } from 'react';

const fullTitles = new WeakMap<Element, string>();

/**
 * The tooltip is the full title whenever the text shown is not all of it: shortened, or cut by the
 * ellipsis. Without `measure`, only a shortened text is known (reading the widths needs a layout).
 */
function updateTooltip(element: HTMLElement, measure = true): void {
  const full = fullTitles.get(element) ?? '';
  if (element.textContent !== full || (measure && element.scrollWidth > element.clientWidth)) element.title = full;
  else if (measure) element.removeAttribute('title');
}

// One observer for every label: a label is measured again whenever its box changes (an opened section, a resized window).
let observer: ResizeObserver | null = null;
/** Watches the label; false where the browser has no ResizeObserver. */
const observe = (element: HTMLElement): boolean => {
  if (typeof ResizeObserver === 'undefined') return false;
  observer ??= new ResizeObserver((entries) => entries.forEach((entry) => updateTooltip(entry.target as HTMLElement)));
  observer.observe(element);
  return true;
};

/**
 * A label kept on one line: cut with an ellipsis when it does not fit, and then, or when it shows a
 * short label, carrying its full title as a tooltip.
 */
export function FitLabel({ text, full = text, className }: { text: string; full?: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    fullTitles.set(element, full);
    // The observer's first report (after the next layout) measures the label. Measuring here would
    // force a layout of the whole page inside the commit, once per label of the menu and tab bar.
    updateTooltip(element, !observe(element));
    return () => observer?.unobserve(element);
  }, [text, full]);
  return (
    <span ref={ref} className={clsx('min-w-0 truncate', className)}>
      {text}
    </span>
  );
}
