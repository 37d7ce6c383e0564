import { useCallback, useEffect, useRef, useState } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { useTranslation } from '../i18n/react.tsx';
import { issueCode } from '../../shared/forms/issue-code.ts';

/** Spec §5, §9: a field is checked 300 ms after the visitor stops typing. */
export const VALIDATION_DEBOUNCE_MS = 300;

type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * Checks a form's values against the same schema the server uses, field by field (spec §5: on blur, on input after
 * 300 ms, on change, on submit), and words each failure from the translation keys the server also uses.
 */
export function useFieldValidation<F extends string>(schema: ZodMiniType, values: Record<F, string>) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors<F>>({});
  const timers = useRef(new Map<F, ReturnType<typeof setTimeout>>());
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const messagesFor = useCallback(
    (current: Record<F, string>): Errors<F> => {
      const result = schema.safeParse(current);
      const found: Errors<F> = {};
      if (result.success) return found;
      for (const issue of result.error.issues) {
        const field = issue.path[0] as F;
        if (found[field]) continue;
        const code = issueCode(issue);
        found[field] = t(`errors:${code === 'BAD_INPUT' ? 'BAD_INPUT_FIELD' : code}`, { field: t(`errors:fields.${field}`, { defaultValue: field }) });
      }
      return found;
    },
    [schema, t],
  );

  /** Checks one field now (blur, change). */
  const check = useCallback(
    (field: F) => {
      const message = messagesFor(latest.current)[field];
      setErrors((prev) => (prev[field] === message ? prev : { ...prev, [field]: message }));
    },
    [messagesFor],
  );

  /** Checks one field once typing pauses (input). */
  const checkSoon = useCallback(
    (field: F) => {
      clearTimeout(timers.current.get(field));
      timers.current.set(
        field,
        setTimeout(() => check(field), VALIDATION_DEBOUNCE_MS),
      );
    },
    [check],
  );

  /** Checks everything (submit); returns the failing fields in form order. */
  const checkAll = useCallback(
    (order: readonly F[]): F[] => {
      const found = messagesFor(latest.current);
      setErrors(found);
      return order.filter((f) => found[f]);
    },
    [messagesFor],
  );

  return { errors, setErrors, check, checkSoon, checkAll, reset: () => setErrors({}) };
}
