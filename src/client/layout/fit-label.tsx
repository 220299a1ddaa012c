import { clsx } from 'clsx';
import { useLayoutEffect, useRef } from 'react';

const fullTitles = new WeakMap<Element, string>();

/** The tooltip is the full title whenever the text shown is not all of it: shortened, or cut by the ellipsis. */
function updateTooltip(element: HTMLElement): void {
  const full = fullTitles.get(element) ?? '';
  if (element.textContent !== full || element.scrollWidth > element.clientWidth) element.title = full;
  else element.removeAttribute('title');
}

// One observer for every label: a label is measured again whenever its box changes (an opened section, a resized window).
let observer: ResizeObserver | null = null;
const observe = (element: HTMLElement) => {
  if (typeof ResizeObserver === 'undefined') return;
  observer ??= new ResizeObserver((entries) => entries.forEach((entry) => updateTooltip(entry.target as HTMLElement)));
  observer.observe(element);
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
    updateTooltip(element);
    observe(element);
    return () => observer?.unobserve(element);
  }, [text, full]);
  return (
    <span ref={ref} className={clsx('min-w-0 truncate', className)}>
      {text}
    </span>
  );
}
