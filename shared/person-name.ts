/**
 * How the site names a customer to everyone (a question's asker, a reviewer): the first name and the family name's
 * initial ("Sara A.", «سارا ا.»), never the whole name or the mobile. A single word stays as it is; none: null.
 */
export function publicName(fullName: string | null | undefined): string | null {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1) return words[0];
  return `${words[0]} ${[...words.at(-1)!][0]}.`;
}
