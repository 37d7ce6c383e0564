import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { AdminProject } from '../../../shared/contracts/admin/writing.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { Field, RecordFormView } from '../record-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const [services, project] = await Promise.all([
    api().call(adminContracts.services.list, {}),
    params.id ? api().call(adminContracts.projects.get, { id: Number(params.id) }) : Promise.resolve(null),
  ]);
  return { services: services.items, project };
}

/** A project done, in both languages, under one of the services. */
export function Component() {
  const { services, project } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const empty: AdminProject = {
    titleFa: '',
    titleEn: '',
    clientFa: '',
    clientEn: '',
    summaryFa: '',
    summaryEn: '',
    serviceLabel: services[0]?.label ?? '',
    completedOn: '',
  };
  return (
    <RecordFormView
      key={project?.id ?? 'new'}
      initial={project ?? empty}
      schema={() => import('../../../shared/contracts/admin/writing.inputs.ts').then((m) => m.project)}
      save={(p) => api().call(adminContracts.projects.save, p)}
      path="projects"
      labels="projects.fields"
      title={project ? (locale === 'fa' ? project.titleFa : project.titleEn) : t('projects.new')}
    >
      <Field name="titleFa" dir="rtl" />
      <Field name="titleEn" dir="ltr" />
      <Field name="clientFa" dir="rtl" />
      <Field name="clientEn" dir="ltr" />
      <Field name="serviceLabel" kind="select" options={services.map((s) => ({ value: s.label, label: locale === 'fa' ? s.titleFa : s.titleEn }))} />
      <Field name="completedOn" kind="date" />
      <Field name="summaryFa" kind="area" dir="rtl" />
      <Field name="summaryEn" kind="area" dir="ltr" />
    </RecordFormView>
  );
}
