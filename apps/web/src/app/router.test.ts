import { createRoutesFromChildren, type RouteObject } from 'react-router';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_PATHS } from '@kuber/shared';

import { AppRoutes } from './router';

// The session module starts restoring the browser's session when loaded; no page is rendered here.
vi.mock('../lib/session', () => ({}));

/** Full paths of the route table, as the server's list writes them. */
function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.index ? parent || '/' : route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.index || (route.path && route.path !== '*') ? [here] : [];
    return [...own, ...pathsOf(route.children ?? [], route.path ? here : parent)];
  });
}

describe('the route table', () => {
  it('has a screen for exactly the addresses the server knows (PAGE_PATHS)', () => {
    const routes = createRoutesFromChildren((AppRoutes() as ReactElement<{ children: ReactElement }>).props.children);
    expect(pathsOf(routes).sort()).toEqual([...PAGE_PATHS].sort());
  });
});
