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
  // Fields the visitor has changed, or that a submit checked: only these are judged when left. A field focused and
  // left empty on the way to another (the name, focused for them on arrival) is not wrong yet.
  const touched = useRef(new Set<F>());
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

  /** Checks one field now (a change). */
  const check = useCallback(
    (field: F) => {
      touched.current.add(field);
      const message = messagesFor(latest.current)[field];
      setErrors((prev) => (prev[field] === message ? prev : { ...prev, [field]: message }));
    },
    [messagesFor],
  );

  /** Checks a field the visitor leaves (blur), once they have changed it or a submit has checked it. */
  const leave = useCallback(
    (field: F) => {
      if (touched.current.has(field)) check(field);
    },
    [check],
  );

  /** Checks one field once typing pauses (input). */
  const checkSoon = useCallback(
    (field: F) => {
      touched.current.add(field);
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
      order.forEach((f) => touched.current.add(f));
      const found = messagesFor(latest.current);
      setErrors(found);
      return order.filter((f) => found[f]);
    },
    [messagesFor],
  );

  const reset = useCallback(() => {
    touched.current.clear();
    setErrors({});
  }, []);

  return { errors, setErrors, check, leave, checkSoon, checkAll, reset };
}
