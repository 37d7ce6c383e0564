import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Paged } from '../../shared/contracts/admin/paging.ts';
import { localDigits } from '../../shared/format.ts';
import { useI18n } from './admin-i18n.tsx';
import { listParams, Pager, When } from './components.tsx';

/** A moderation screen's status and page from its address: an unknown status is the first (the one waiting). */
export function moderationParams<S extends string>(request: Request, statuses: readonly S[]) {
  const { page, status: asked } = listParams(request);
  return { status: statuses.find((s) => s === asked) ?? statuses[0]!, page: page ? Number(page) : undefined };
}

/**
 * What customers sent for the operator to decide on (reviews, questions), by status: the tabs, the list of cards or
 * the empty state, and the pager. `words` is the screen's strings: `byStatus`, `statuses.<status>`, `none`.
 */
export function ModerationList<S extends string, T extends { id: number }>({
  title,
  words,
  status,
  statuses,
  list,
  card,
}: {
  title: string;
  words: string;
  status: S;
  statuses: readonly S[];
  list: Paged<T>;
  card: (item: T) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={`${words}-title`}>
      <h1 id={`${words}-title`}>{title}</h1>
      <nav aria-label={t(`${words}.byStatus`)} className="adm-tabs">
        {statuses.map((s) => (
          <Link key={s} to={`?status=${s}`} aria-current={s === status ? 'page' : undefined} className="adm-button adm-button--quiet">
            {t(`${words}.statuses.${s}`)}
          </Link>
        ))}
      </nav>
      {list.items.length === 0 ? (
        <p className="adm-muted" role="status">
          {t(`${words}.none`)}
        </p>
      ) : (
        <ul className="adm-questions">
          {list.items.map((item) => (
            <li key={item.id} className="adm-card adm-question">
              {card(item)}
            </li>
          ))}
        </ul>
      )}
      <Pager page={list} />
    </section>
  );
}

/** Who sent it and when, above a card: the product, the customer's name (or `noName`) and mobile, the time. */
export function SentBy({ product, name, mobile, at }: { product: string; name: string; mobile: string; at: string }) {
  const { locale } = useI18n();
  return (
    <p className="adm-muted">
      <bdi>{product}</bdi> · <bdi>{name}</bdi> <bdi dir="ltr">{localDigits(mobile, locale)}</bdi> · <When iso={at} />
    </p>
  );
}
