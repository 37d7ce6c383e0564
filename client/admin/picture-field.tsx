import { useState } from 'react';
import { useI18n } from './admin-i18n.tsx';
import { useRecordForm } from './record-form.tsx';
import { uploadPicture } from './upload.ts';

/**
 * A record's picture (a brand's logo, a service's picture): shown as the site shows it (`shownAt`, the record's
 * field with its address); a chosen file is uploaded at once (the checked upload) and its id, in the `upload` field,
 * makes it the record's on save.
 */
export function PictureField({
  id,
  upload,
  shownAt,
  label,
  hint,
  ready,
  size: [width, height],
}: {
  id: string;
  upload: string;
  shownAt: string;
  label: string;
  hint: string;
  ready: string;
  size: [number, number];
}) {
  const { value, set, errors } = useRecordForm();
  const { t, locale } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      set(upload, await uploadPicture(file, locale, t('form.fix')));
      setPreview(URL.createObjectURL(file));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const shown = preview ?? (value[shownAt] as string | null);
  const message = error ?? errors[upload];
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      {shown && <img src={shown} alt="" width={width} height={height} className="adm-logo" />}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        aria-invalid={!!message}
        aria-describedby={message ? `${id}-e` : `${id}-h`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {!message && (
        <small id={`${id}-h`} className="adm-muted">
          {value[upload] ? ready : hint}
        </small>
      )}
      {message && (
        <p id={`${id}-e`} className="adm-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
