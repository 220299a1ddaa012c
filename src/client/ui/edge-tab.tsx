import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';

export type EdgeTabTone = 'brand' | 'plain';

const TONES: Record<EdgeTabTone, string> = {
  brand: 'bg-brand-600 text-white ring-brand-700 hover:bg-brand-700',
  plain: 'bg-amber-50 text-amber-600 ring-amber-200 hover:bg-amber-100',
};

export interface EdgeTabProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  icon: LucideIcon;
  /** Shown beside the icon while the tab is hovered or keyboard-focused. */
  label: string;
  /** The accessible name, when it says more than the label (it must contain it). */
  name?: string;
  tone: EdgeTabTone;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A control resting as a slim tab on the window's right edge, inside the page's own padding (12 px
 * on phones, 16 px from md), so it covers no content; hovering or focusing it with the keyboard
 * slides its label out to the left. Vertical place and z-order come from `className`/`style`.
 */
export function EdgeTab({ icon: Icon, label, name, tone, className, type = 'button', ...button }: EdgeTabProps) {
  return (
    <button
      type={type}
      aria-label={name ?? label}
      className={clsx(
        'group fixed right-0 flex items-center overflow-hidden rounded-l-md shadow-md ring-1',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        TONES[tone],
        className,
      )}
      {...button}
    >
      <span className="flex w-3 shrink-0 justify-center transition-[min-width] group-hover:min-w-8 group-focus-visible:min-w-8 md:w-4 motion-reduce:transition-none">
        <Icon aria-hidden size={12} className="group-hover:size-4 group-focus-visible:size-4" />
      </span>
      <span className="max-w-0 overflow-hidden text-sm font-medium whitespace-nowrap transition-[max-width,padding] group-hover:max-w-48 group-hover:pr-3 group-focus-visible:max-w-48 group-focus-visible:pr-3 motion-reduce:transition-none">
        {label}
      </span>
    </button>
  );
}
