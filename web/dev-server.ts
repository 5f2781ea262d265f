import type { StorefrontServerEntry } from '@asiguro/contracts';
import type { Plugin } from 'vite';

/** The API `vite` proxies /api to (the storefront's pages take their first data from it too). */
const API = process.env.ASIGURO_API_URL ?? 'http://localhost:3000';

async function fromApi<T>(path: string): Promise<T | undefined> {
  try {
    const response = await fetch(`${API}${path}`);
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `vite` (development): every page request is rendered by src/server/entry-server.tsx, loaded
 * through Vite (edits apply on the next request), with Vite's client and React's refresh added.
 */
export function storefrontDevServer(): Plugin {
  return {
    name: 'asiguro-storefront-dev-server',
    apply: 'serve',
    configureServer(server) {
      return () =>
        server.middlewares.use(async (req, res, next) => {
          const url = req.originalUrl ?? req.url ?? '/';
          const crawlerFile = url === '/robots.txt' || url === '/sitemap.xml';
          if (req.method !== 'GET' || url.startsWith('/api/')) return next();
          if (!crawlerFile && !req.headers.accept?.includes('text/html')) return next();
          try {
            const entry = (await server.ssrLoadModule('/src/server/entry-server.tsx')) as StorefrontServerEntry;
            const origin = `http://${req.headers.host ?? 'localhost:5173'}`;
            if (crawlerFile) {
              res.setHeader('Content-Type', url.endsWith('.xml') ? 'application/xml' : 'text/plain');
              return res.end(url.endsWith('.xml') ? entry.sitemapXml(origin) : entry.robotsTxt(origin));
            }
            const page = await entry.renderPage({
              url,
              origin,
              nonce: '',
              signedIn: /(^|;\s*)asg_auth=/.test(req.headers.cookie ?? ''),
              assets: { css: [], script: '/src/boot/boot.ts' },
              data: {
                ratesToday: () => fromApi('/api/rates/today'),
                destinationPrices: () => fromApi('/api/rates/destinations'),
                policyCheck: (number) => fromApi(`/api/policies/${encodeURIComponent(number)}/check`),
              },
            });
            res.statusCode = page.status;
            for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
            res.end(
              page.status >= 300 && page.status < 400 ? page.body : await server.transformIndexHtml(url, page.body),
            );
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
    },
  };
}
