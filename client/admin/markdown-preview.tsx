import { parseMarkdown } from '../../shared/markdown.ts';
import { MarkdownBody } from '../content/markdown-body.tsx';
import { useI18n } from './admin-i18n.tsx';
import { useRecordForm } from './record-form.tsx';

/**
 * What the site will show of a Markdown text, in both languages, from the form as it is now (the site's own parser
 * and renderer): `title` and `body` name the form's fields without their language (`name` → nameFa, nameEn).
 */
export function MarkdownPreview({ title, body }: { title: string; body: string }) {
  const { value } = useRecordForm();
  const { t } = useI18n();
  return (
    <section className="adm-previews" aria-label={t('posts.preview')}>
      {(['fa', 'en'] as const).map((lang) => {
        const suffix = lang === 'fa' ? 'Fa' : 'En';
        const heading = String(value[`${title}${suffix}`] ?? '');
        return (
          <article key={lang} className="adm-preview" lang={lang} dir={lang === 'fa' ? 'rtl' : 'ltr'} id={`preview-${lang}`}>
            <p className="adm-preview__label">{t(`posts.preview${suffix}`)}</p>
            {/* No empty heading while the title is still to be typed. */}
            {heading && <h1>{heading}</h1>}
            <MarkdownBody blocks={parseMarkdown(String(value[`${body}${suffix}`] ?? ''))} locale={lang} />
          </article>
        );
      })}
    </section>
  );
}
