import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';

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
    // Sent by strictTransportSecurity() below, and only over https: over plain http it means nothing (RFC 6797 §7.2).
    strictTransportSecurity: false,
    // Pages are same-origin only; referrers stay on the site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * Powerful features no page of the site uses are switched off for it and anything it frames: a script that slipped
 * in cannot ask for the camera, the microphone, the visitor's location or the Payment Request API (online payment
 * goes through the gateway's own page).
 */
const PERMISSIONS_POLICY = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi'].map((feature) => `${feature}=()`).join(', ');

export const permissionsPolicy = (): RequestHandler => (_req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  next();
};

/** HSTS for a year, subdomains included, on answers that went out over https (directly or through a trusted proxy). */
export const strictTransportSecurity =
  (overHttps: (req: Request) => boolean): RequestHandler =>
  (req, res, next) => {
    if (overHttps(req)) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
