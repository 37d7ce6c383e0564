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
import './components/site/page-meta.tsx';
import './components/ui/page-title.tsx';
import './components/ui/breadcrumbs.tsx';
import './components/ui/picture.tsx';
import './components/ui/price.tsx';
import './components/ui/icon.tsx';
import './components/ui/page-loader.tsx';
import './components/ui/deferred.tsx';
import './components/ui/app-link.tsx';
import './components/ui/copy-button.tsx';
import './components/seo/json-ld.tsx';
import './auth/session.ts';
import './hydration.ts';
import './components/catalog/like-button.tsx';
// Only the hydrating entry uses these (react-dom's client; the route table with the document, layouts, header and
// footer), but every page loads them first: in the shared chunk they compress along with React and the rest (about
// 0.8 KB of gzip) instead of making a chunk of their own.
import 'react-dom/client';
import './routes.tsx';
import './i18n.ts';
