import type { ReactNode } from 'react';
import { AppLink } from './app-link.tsx';
import { Icon } from './icon.tsx';
import { MixedText } from './mixed-text.tsx';

/** A section heading with an optional "see all" link at the far end. */
export function TitleBlock({ title, id, more, children }: { title: string; id?: string; more?: { to: string; label: string }; children?: ReactNode }) {
  return (
    <div className="title-block">
      <h2 id={id}>
        <MixedText text={title} />
      </h2>
      {children}
      {more && (
        <AppLink to={more.to} className="title-block__more">
          {more.label} <Icon name="chevron" size={16} />
        </AppLink>
      )}
    </div>
  );
}
