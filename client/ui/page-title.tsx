import type { Crumb } from './breadcrumbs.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { MixedText } from './mixed-text.tsx';

/** The head of every screen: its breadcrumbs, then its one <h1>. */
export function PageTitle({ title, crumbs, lead }: { title: string; crumbs: Crumb[]; lead?: string }) {
  return (
    <header className="page-title">
      <Breadcrumbs items={crumbs} />
      <h1>
        <MixedText text={title} />
      </h1>
      {lead && (
        <p className="lead">
          <MixedText text={lead} />
        </p>
      )}
    </header>
  );
}
