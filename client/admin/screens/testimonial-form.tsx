import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminTestimonial } from '../../../shared/contracts/admin/writing.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Field, RecordFormView } from '../record-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  return params.id ? api().call(adminContracts.testimonials.get, { id: Number(params.id) }) : null;
}

const empty: AdminTestimonial = { nameFa: '', nameEn: '', roleFa: '', roleEn: '', bodyFa: '', bodyEn: '', rating: 5, sort: 10 };

/** A customer's testimonial in both languages. */
export function Component() {
  const testimonial = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <RecordFormView
      key={testimonial?.id ?? 'new'}
      initial={testimonial ?? empty}
      schema={() => import('../../../shared/contracts/admin/writing.inputs.ts').then((m) => m.testimonial)}
      save={(x) => api().call(adminContracts.testimonials.save, x)}
      path="testimonials"
      labels="testimonials.fields"
      title={testimonial ? (locale === 'fa' ? testimonial.nameFa : testimonial.nameEn) : t('testimonials.new')}
    >
      <Field name="nameFa" dir="rtl" />
      <Field name="nameEn" dir="ltr" />
      <Field name="roleFa" dir="rtl" />
      <Field name="roleEn" dir="ltr" />
      <Field name="bodyFa" kind="area" dir="rtl" />
      <Field name="bodyEn" kind="area" dir="ltr" />
      <Field name="rating" kind="select" options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('testimonials.stars', { n }) }))} />
      <Field name="sort" kind="number" />
    </RecordFormView>
  );
}
