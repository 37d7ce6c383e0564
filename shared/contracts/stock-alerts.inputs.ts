import * as z from 'zod/mini';
import { idParam } from './inputs.ts';

/* Input schemas of back-in-stock alerts (shared/contracts/stock-alerts.ts). */

export const none = z.object({});
export const byItem = z.object({ productItemId: idParam });
