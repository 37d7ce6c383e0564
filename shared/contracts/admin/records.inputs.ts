import * as z from 'zod/mini';
import { countParam, flagParam, idParam } from '../inputs.ts';

/* Inputs every back-office record shares (records.ts). */

export const byId = z.object({ id: idParam });
export const page = z.object({ page: countParam(10_000, 1) });
export const setActive = z.object({ id: idParam, active: flagParam });
