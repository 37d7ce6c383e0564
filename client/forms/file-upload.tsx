import { useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { UPLOAD_FIELDS, UPLOAD_PATHS, type UploadedFile } from '../../shared/contracts/forms.ts';
import type { Envelope } from '../../shared/contracts/endpoint.ts';
import { showToast } from '../shell/toasts.ts';
import { useLocale } from '../i18n/locale.ts';

/**
 * One file at a time, with a progress bar (spec §4: a second file is ignored while one is in progress). Sent with
 * XMLHttpRequest, the one browser API that reports upload progress. Failures show each server message as a red toast.
 */
export function FileUpload({ kind = 'file', onUploaded }: { kind?: 'file' | 'image'; onUploaded(file: { id: number; name: string } | null): void }) {
  const { t } = useTranslation(['forms', 'common']);
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<{ id: number; name: string } | null>(null);

  function start(file: File) {
    if (progress !== null) return;
    const body = new FormData();
    body.append(UPLOAD_FIELDS[kind], file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${UPLOAD_PATHS[kind]}?lang=${locale}`);
    xhr.setRequestHeader('Accept', '*/*');
    xhr.upload.onprogress = (e) => e.lengthComputable && setProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      setProgress(null);
      let answer: Envelope<UploadedFile> | null = null;
      try {
        answer = JSON.parse(xhr.responseText) as Envelope<UploadedFile>;
      } catch {
        /* a proxy's error page: reported below */
      }
      if (answer?.isSuccess && answer.data) {
        const uploaded = { id: answer.data.id, name: file.name };
        setDone(uploaded);
        onUploaded(uploaded);
        return;
      }
      const messages = answer?.messages.length ? answer.messages : [{ item1: t('forms:upload.failed') }];
      for (const m of messages) showToast({ kind: 'error', title: m.item1 });
      if (input.current) input.current.value = '';
    };
    xhr.onerror = () => {
      setProgress(null);
      showToast({ kind: 'error', title: t('forms:upload.failed') });
    };
    setProgress(0);
    xhr.send(body);
  }

  function remove() {
    setDone(null);
    onUploaded(null);
    if (input.current) input.current.value = '';
  }

  return (
    <div className="field file-upload">
      <span className="file-upload__label" id={`${id}-label`}>
        {t('forms:upload.label')}
      </span>
      {/* The browser's own file button speaks the browser's language; ours speaks the page's. */}
      <input
        ref={input}
        id={id}
        className="file-upload__input visually-hidden"
        aria-labelledby={`${id}-label ${id}-choose`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.dwg"
        aria-describedby={`${id}-hint`}
        disabled={progress !== null}
        onChange={(e) => e.target.files?.[0] && start(e.target.files[0])}
      />
      {/* Our button for the hidden input, in the page's language; its words are part of the input's name (said once). */}
      <label htmlFor={id} id={`${id}-choose`} className="button button--secondary file-upload__button">
        {t('forms:upload.choose')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('forms:upload.hint')}
      </p>
      {progress !== null && (
        <progress className="file-upload__progress" max={100} value={progress} aria-label={t('forms:upload.progress', { percent: progress })} />
      )}
      {done && (
        <p className="file-upload__done" role="status">
          {t('forms:upload.attached')} <bdi>{done.name}</bdi>{' '}
          <button type="button" className="link-button" onClick={remove}>
            {t('forms:upload.remove')}
          </button>
        </p>
      )}
    </div>
  );
}
