import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { fieldMessages } from './admin-api.ts';

type Messages = ReturnType<typeof fieldMessages>;
const NONE: Messages = { fields: {}, general: [] };

/**
 * A screen's button that calls the API (save a quote's version, remove a redirect, answer a question): on success the
 * screen's notice says `message` and its data is read again; on failure the server's messages stand by their fields.
 * `run` says whether it succeeded, for what the screen does after (emptying a form).
 */
export function useAction() {
  const { revalidate } = useRevalidator();
  const [errors, setErrors] = useState<Messages>(NONE);
  const [done, setDone] = useState<string | null>(null);
  async function run(work: () => Promise<unknown>, message: string): Promise<boolean> {
    try {
      await work();
    } catch (err) {
      setDone(null);
      setErrors(fieldMessages(err));
      return false;
    }
    setErrors(NONE);
    // The notice comes once the screen shows what changed: said earlier, it would describe a list not yet updated.
    await revalidate();
    setDone(message);
    return true;
  }
  return { errors, done, setDone, run };
}
