import type { ReactNode } from 'react';

/** Questions and answers that open in place; <details> needs no JavaScript and is keyboard- and reader-friendly. */
export function Accordion({ items }: { items: { title: string; content: ReactNode }[] }) {
  return (
    <div className="accordion">
      {items.map((item, i) => (
        <details key={i} className="accordion__item">
          <summary>{item.title}</summary>
          <div className="accordion__body">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
