import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { SHOP_PAGE_PATHS } from '@kuber/shared';
import { createQueryClient } from './app/query-client';
import { StorePage } from './app/store-page';
import type { PageCatalogue } from './i18n/i18n-provider';
import { sendRequestsThrough } from './lib/api';

export { PAGE_DATA_ID } from './app/store-page';

export interface RenderedPage {
  /** The markup that goes inside the page's root element. */
  html: string;
  /** The answers the page was rendered with, for the browser to start from (TanStack Query's dehydrated cache). */
  data: DehydratedState;
}

/** A screen's data may depend on what an earlier answer said (a product, then its category's list). */
const MAX_PASSES = 3;

/** How React marks a part it rendered without its content, for the browser to render. */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The first HTML of a page, rendered with its data, so that a phone paints the page
 * before any JavaScript has run. The screens ask for their data as in the browser
 * (React Query); a render finds which answers the page needs, they are fetched through
 * `fetcher` (the API answering in-process) and the page renders again with them, until
 * nothing is missing. Lazy screens are loaded on the way (prerender waits for them).
 * The page is in the language of `catalogue`, the texts the server also puts in the page.
 *
 * Undefined for a page that is not the shop's (SHOP_PAGE_PATHS; account, checkout, log-in and
 * back-office pages depend on who is signed in, which only the browser knows) and when an answer failed:
 * the browser then renders that page itself, with its own error screen, as before.
 */
export async function render(
  url: string,
  fetcher: typeof fetch,
  catalogue: PageCatalogue,
): Promise<RenderedPage | undefined> {
  const pathname = new URL(url, 'http://store').pathname;
  if (!SHOP_PAGE_PATHS.some((pattern) => matchPath(pattern, pathname))) return undefined;
  sendRequestsThrough(fetcher);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const AtAddress = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const page = <StorePage queryClient={queryClient} Router={AtAddress} catalogue={catalogue} />;

  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const html = renderToString(page);
    // A lazy screen not yet loaded in this process left its part to the browser (a boundary marked `<!--$!-->`).
    const waitedForScreen = html.includes(CLIENT_RENDERED);
    // prerender waits for lazy screens; its markup is not kept (it brings inline scripts, which the store's CSP refuses).
    if (waitedForScreen) await (await prerender(page)).prelude.cancel();
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && isEnabled(query));
    // Everything is loaded now: the plain render has it all, in markup alone.
    if (missing.length === 0 && !waitedForScreen) return { html, data: dehydrate(queryClient) };
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return undefined;
  }
  return undefined;
}

/** A query waiting for something only the browser has (a signed-in shopper) is not fetched here. */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
