import type { FormEvent } from 'react';
import { localDigits } from '../../shared/digits.ts';
import type { Locale } from '../../shared/locale.ts';

/**
 * An `onInput` for a number typed as text on a Persian page: Latin digits become Persian as they are typed, the caret
 * staying where it was (the same number of characters), so the box never shows Latin digits on a Persian screen. The
 * server reads either kind.
 */
export const localizeTypedDigits =
  (locale: Locale) =>
  (e: FormEvent<HTMLInputElement>): void => {
    const field = e.currentTarget;
    const local = localDigits(field.value, locale);
    if (local === field.value) return;
    const [start, end] = [field.selectionStart, field.selectionEnd];
    field.value = local;
    field.setSelectionRange(start, end);
  };
