import type { ReactNode } from 'react';

/** What a control needs to be read with its label, its hint and its message. */
export interface ControlAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control outside a `RecordFormView` (whose `Field` does the same from the form's context): the label, the
 * control the caller draws with `control(aria)`, an optional hint and the server's message, tied by `aria-describedby`
 * so a screen reader reads the hint and the error with the field.
 */
export function LabelledField({
  id,
  label,
  hint,
  error,
  className = 'adm-field',
  control,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  control: (aria: ControlAria) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {control({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="adm-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="adm-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form's outcome under its fields: the messages no field owns, then the notice of what was done. */
export function FormOutcome({ general = [], done }: { general?: string[]; done: string | null }) {
  return (
    <>
      {general.map((message, i) => (
        <p key={i} className="adm-error" role="alert">
          {message}
        </p>
      ))}
      {done && (
        <p className="adm-notice" role="status">
          {done}
        </p>
      )}
    </>
  );
}
