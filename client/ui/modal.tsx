import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';

/**
 * A modal on the native <dialog>: focus is trapped and Escape closes it without any code of ours; clicking the
 * backdrop closes it too.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop (the dialog itself) closes it; the keyboard's way out is Escape, the dialog's own
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-label={title}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && onClose()}
    >
      <div className="modal__head">
        <h2 className="modal__title">{title}</h2>
        <button type="button" className="modal__close" onClick={onClose} aria-label={t('modal.close')}>
          ×
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
