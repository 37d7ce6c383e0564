import type { ReactNode } from 'react';

/** A row of controls over a list (sorting, filters, result count), grouped for assistive technology. */
export function Toolbar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="toolbar" role="toolbar" aria-label={label}>
      {children}
    </div>
  );
}
