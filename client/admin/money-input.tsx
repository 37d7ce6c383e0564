import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { localDigits } from '../../shared/format.ts';
import { asciiDigits, isTypedDigit } from '../../shared/digits.ts';
import { useI18n } from './admin-i18n.tsx';

const GROUP = { fa: '٬', en: ',' } as const;

/** The digits of what was typed (either script), without leading zeros; separators and anything else dropped. */
const digitsOf = (typed: string) =>
  asciiDigits(typed)
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');

/**
 * An amount of Toman shown in digit groups as it is typed (۱٬۲۰۰٬۰۰۰ in Persian, 1,200,000 in English; issue #19), so
 * a dropped or doubled zero is seen before it is saved. The form gets the bare Latin digits ('' when empty). The
 * caret stays after the digit it followed while the groups move around it.
 */
export function MoneyInput({
  value,
  onChange,
  ...rest
}: { value: string | number | null | undefined; onChange: (digits: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const { locale } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  const digits = value === null || value === undefined ? '' : digitsOf(String(value));
  const shown = localDigits(digits.replace(/\B(?=(\d{3})+$)/g, GROUP[locale]), locale);

  useLayoutEffect(() => {
    const el = input.current;
    if (!el || caretDigits.current === null || document.activeElement !== el) return;
    let left = caretDigits.current;
    let at = 0;
    while (at < shown.length && left > 0) if (isTypedDigit(shown[at++])) left--;
    el.setSelectionRange(at, at);
    caretDigits.current = null;
  });

  return (
    <input
      ref={input}
      dir="ltr"
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={shown}
      onChange={(e) => {
        const typed = e.target.value;
        const before = typed.slice(0, e.target.selectionStart ?? typed.length);
        caretDigits.current = asciiDigits(before).replace(/\D/g, '').length;
        onChange(digitsOf(typed));
      }}
    />
  );
}
