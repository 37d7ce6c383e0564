/*
 * The pieces nearly every screen uses. Each route module, the hydrating entry and every lazily loaded module that uses
 * any of these pieces import this file, which makes
 * esbuild put all of it in the one chunk that React and the router already share, instead of a dozen tiny chunks
 * that each cost a request and compress worse (about 2 KB of gzip on a product page's first load).
 */
import './api/client.ts';
import './api/not-found.ts';
import './api/query.ts';
import './api/fetch-transport.ts';
import './api/prefetched-loads.ts';
import '../shared/format.ts';
import '../shared/routes.ts';
import './shell/page-meta.tsx';
import './ui/page-title.tsx';
import './ui/breadcrumbs.tsx';
import './ui/picture.tsx';
import './ui/price.tsx';
import './ui/icon.tsx';
import './ui/page-loader.tsx';
import './ui/deferred.tsx';
import './ui/app-link.tsx';
import './ui/copy-button.tsx';
import './seo/json-ld.tsx';
import './auth/session.ts';
import './shell/hydration.ts';
import './catalog/like-button.tsx';
// Only the hydrating entry uses these (react-dom's client; the route table with the document, layouts, header and
// footer), but every page loads them first: in the shared chunk they compress along with React and the rest (about
// 0.8 KB of gzip) instead of making a chunk of their own.
import 'react-dom/client';
import './shell/route-table.tsx';
import './i18n/client-i18n.ts';
