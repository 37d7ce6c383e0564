import { stockAlertContracts } from '../../shared/contracts/stock-alerts.ts';
import type { Locale } from '../../shared/locale.ts';
import { browserApi } from '../api/browser-api.ts';
import { ApiError } from '../api/client.ts';
import { sessionStore } from '../auth/session.ts';
import { showToast } from '../shell/toasts.ts';

/**
 * Asks for (or takes back) the back-in-stock text of an item: at once on screen, then on the server; a refusal (the
 * limit of 10, an item back in stock meanwhile) puts the button back and says why in the page's language.
 */
export async function setStockAlert(locale: Locale, productItemId: number, on: boolean, failedMessage: string): Promise<void> {
  const apply = (wanted: boolean) => {
    const current = sessionStore.get().user;
    if (!current) return;
    const ids = current.stockAlertItemIds.filter((id) => id !== productItemId);
    sessionStore.set({ user: { ...current, stockAlertItemIds: wanted ? [...ids, productItemId] : ids }, settled: true });
  };
  apply(on);
  try {
    await browserApi(locale).call(on ? stockAlertContracts.add : stockAlertContracts.remove, { productItemId });
  } catch (err) {
    apply(!on);
    showToast({ kind: 'error', title: err instanceof ApiError && err.status < 500 ? err.message : failedMessage });
  }
}
