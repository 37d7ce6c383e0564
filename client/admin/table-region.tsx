import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a phone: a named region in the tab order, so a keyboard can reach it and scroll
 * it with the arrow keys, and a screen reader says what it holds.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrolling region is the one non-interactive element that belongs in the tab order (WCAG 2.1.1; axe's
    // scrollable-region-focusable): without it a keyboard cannot scroll the table.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="adm-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
