import { adminAccessContracts } from './access.ts';

/** Every back-office endpoint (issue #11), by area; all under /api/admin, none used by the storefront. */
export const adminContracts = {
  access: adminAccessContracts,
};
