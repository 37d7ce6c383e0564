import type { core } from 'zod/mini';
import { issueCode, issueParams } from '../../shared/forms/issue-code.ts';
import type { T } from './admin-i18n.tsx';

/** A field's name in the form's own words, or the server's (errors.json `fields`) for a field forms share (seoTitleFa…). */
function fieldName(t: T, labels: string, name: string) {
  const key = `${labels}.${name}`;
  const own = t(key);
  return own === key ? t(`errors:fields.${name}`) : own;
}

/**
 * A form's failed checks (the server's own schema, run in the browser) as field → message, in the words the server
 * would use; `labels` is the locale prefix of the form's field names ("fields", "discounts.fields").
 */
export function issueMessages(issues: core.$ZodIssue[], t: T, labels: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const code = issueCode(issue);
    found[issue.path.join('.')] ??= t(`errors:${code === 'BAD_INPUT' ? 'BAD_INPUT_FIELD' : code}`, {
      field: fieldName(t, labels, String(issue.path.at(-1))),
      ...issueParams(issue),
    });
  }
  return found;
}
