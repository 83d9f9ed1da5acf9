import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/App.tsx';
import { StaticLocation } from './routes/navigation.tsx';
import { loadPage } from './routes/pageChunks.ts';
import { matchRoute } from './routes/routeTable.ts';

export { routes, htmlFileFor, REDIRECT_PATHS } from './routes/routeTable.ts';
export { metaFor, routeMetaTable } from './routes/routeMeta.ts';
export type { RouteDef } from './routes/routeTable.ts';

/** Renders one URL to the HTML that goes inside #root. Used at build time only. */
export async function render(url: string): Promise<string> {
  await loadPage(matchRoute(new URL(url, 'http://prerender.local').pathname).page);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticLocation url={url}>
        <App />
      </StaticLocation>
    </StrictMode>,
    // React outlines a Suspense boundary bigger than this many bytes (default 12800) into a hidden segment that
    // an inline script swaps in; the CSP allows no inline script but the page's bootstrap, so such a page would stay
    // on its fallback.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
