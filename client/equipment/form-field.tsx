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
