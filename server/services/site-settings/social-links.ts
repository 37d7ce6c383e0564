import type { SocialNetwork } from '../../../shared/contracts/admin/settings.ts';
import { normalizeMobile } from '../../../shared/validation.ts';

/*
 * A social link as the operator gives it (issue 32): either an https address on the network's own host, or only the
 * account's name ("negahban", "@negahban"; for WhatsApp a mobile number). Kept as one canonical https address, so
 * the pages never link to a look-alike host nor to http or javascript: (a footer link is trusted by visitors).
 */

interface Network {
  /** The hosts an address may name (www. is accepted on each). */
  hosts: string[];
  /** The canonical address of an account's name. */
  address: (name: string) => string;
}

/** Letters, digits, `.`, `_` and `-`: what these networks allow in an account's name, up to 100. */
const HANDLE = /^@?([A-Za-z0-9._-]{1,100})$/;

export const NETWORKS: Record<SocialNetwork, Network> = {
  instagram: { hosts: ['instagram.com'], address: (n) => `https://www.instagram.com/${n}/` },
  telegram: { hosts: ['t.me', 'telegram.me'], address: (n) => `https://t.me/${n}` },
  whatsapp: { hosts: ['wa.me', 'whatsapp.com', 'api.whatsapp.com'], address: (n) => `https://wa.me/${n}` },
  linkedin: { hosts: ['linkedin.com'], address: (n) => `https://www.linkedin.com/company/${n}/` },
  aparat: { hosts: ['aparat.com'], address: (n) => `https://www.aparat.com/${n}` },
};

/** The host an address is checked against, named in the refusal ("instagram.com"). */
export const networkHost = (network: SocialNetwork) => NETWORKS[network].hosts[0]!;

/** The canonical https address of `input` on `network`, or null when it is neither its address nor a name on it. */
export function socialLink(network: SocialNetwork, input: string): string | null {
  const value = input.trim();
  if (network === 'whatsapp') {
    const mobile = normalizeMobile(value);
    if (mobile) return NETWORKS.whatsapp.address(`98${mobile.slice(1)}`);
  }
  const handle = HANDLE.exec(value);
  if (handle && !/^[._-]+$/.test(handle[1]!)) return NETWORKS[network].address(handle[1]!);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !NETWORKS[network].hosts.includes(host)) return null;
  // Something after the host: a bare host links to no account.
  if (url.pathname.replace(/\/+$/, '') === '' && !url.search) return null;
  return url.href;
}
