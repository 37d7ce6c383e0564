import type { ReactNode } from 'react';
import type { EnvelopeMessage } from '../../shared/contracts/endpoint.ts';

/** A form's refusal of one field, under it (its id is the field's `aria-describedby`). */
export function FieldError({ id, errors, field }: { id: string; errors: readonly EnvelopeMessage[] | undefined; field: string }) {
  const message = errors?.find((m) => m.item2 === field)?.item1;
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}

/** The messages that name no field of the form (`fields`), or name none at all. */
export const otherErrors = (errors: readonly EnvelopeMessage[] | undefined, fields: readonly string[]) =>
  (errors ?? []).filter((m) => !m.item2 || !fields.includes(m.item2));

/** What a control needs to be read with its label, its hint and the server's refusal. */
export interface ControlAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * One labelled field of the equipment forms: the label, the control drawn by `control(aria)`, an optional hint and
 * the server's message for `field`, tied by `aria-describedby` so a screen reader reads them with the field.
 */
export function FormField({
  id,
  field,
  label,
  hint,
  errors,
  control,
}: {
  id: string;
  field: string;
  label: ReactNode;
  hint?: ReactNode;
  errors: readonly EnvelopeMessage[] | undefined;
  control: (aria: ControlAria) => ReactNode;
}) {
  const refused = Boolean(errors?.some((m) => m.item2 === field));
  const described = [hint ? `${id}-hint` : '', refused ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({ id, 'aria-invalid': refused, 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} errors={errors} field={field} />
    </div>
  );
}
