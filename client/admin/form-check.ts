import type { core } from 'zod/mini';
import { issueCode } from '../../shared/forms/issue-code.ts';
import type { T } from './admin-i18n.tsx';

/**
 * A form's failed checks (the server's own schema, run in the browser) as field → message, in the words the server
 * would use; `labels` is the locale prefix of the form's field names ("fields", "discounts.fields").
 */
export function issueMessages(issues: core.$ZodIssue[], t: T, labels: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const code = issueCode(issue);
    found[issue.path.join('.')] ??= t(`errors:${code === 'BAD_INPUT' ? 'BAD_INPUT_FIELD' : code}`, { field: t(`${labels}.${String(issue.path.at(-1))}`) });
  }
  return found;
}
