import { BUILD_CHECK_MS, BUILD_INFO_URL } from './constants.ts';

/** Whether the server now has another build than the one this page came from; any failure says no (try again later). */
export async function newerBuildOut(current: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(BUILD_INFO_URL, { cache: 'no-store' });
    if (!res.ok) return false;
    const { id } = (await res.json()) as { id?: unknown };
    return typeof id === 'string' && id !== '' && id !== current;
  } catch {
    return false;
  }
}

/** Asks hourly (spec §9) whether a newer build is out; offers a reload once when it is, then stops asking. */
export function watchBuild(current: string, offer: () => void, fetchImpl: typeof fetch = fetch): () => void {
  const timer = setInterval(async () => {
    if (!(await newerBuildOut(current, fetchImpl))) return;
    clearInterval(timer);
    offer();
  }, BUILD_CHECK_MS);
  return () => clearInterval(timer);
}
