import helmet from 'helmet';
import type { Response } from "express";

const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.nonce}'`;

/**
 * Strict CSP: a script runs only when it carries this request's nonce ('strict-dynamic' then trusts the modules it
 * imports, which is how route chunks load). Inline <style> needs the nonce too; style attributes are allowed because
 * React sets a few for layout.
 */
export function security() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonce, "'strict-dynamic'"],
        styleSrc: ["'self'", nonce],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Pages are same-origin only; referrers stay on the site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

