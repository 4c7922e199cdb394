/*
 * @kuber/shared: what the API and the web app agree on, by domain. Each domain's requests
 * (full zod, with its constants) are in <domain>.ts, its response schemas (zod/mini, light
 * enough for the browser's first request) in <domain>.responses.ts, and the back office's
 * in <domain>.admin-responses.ts (loaded only by admin screens). They are kept in separate
 * modules because a bundler places a module whole: a request schema beside a response
 * schema would bring full zod along with the first request. The maps of response schemas
 * by name are entries of their own (responses.ts and admin-responses.ts, imported as
 * `@kuber/shared/responses` and `@kuber/shared/admin-responses`). General pieces: http.ts
 * (the envelope, pages of a list), params.ts (parameters many routes share), money.ts,
 * enums.ts, india-dates.ts, pages.ts, colours.ts, messages.ts.
 *
 * Every top-level statement here and in the files below is a declaration without side
 * effects: the web build drops the constants a page does not read (apps/web/vite.config.ts).
 */

export * from './http.js';
export * from './params.js';
export * from './enums.js';
export * from './catalogue.js';
export * from './catalogue.responses.js';
export * from './colours.js';
export * from './messages.js';
export * from './money.js';
export * from './india-dates.js';
export * from './pages.js';
export * from './display-name.js';

export * from './products-admin.js';
export * from './products-admin.responses.js';
export * from './uploads.js';
export * from './uploads.responses.js';
export * from './auth.js';
export * from './auth.responses.js';
export * from './users.js';
export * from './users.responses.js';
export * from './users.admin-responses.js';
export * from './cart.js';
export * from './cart.responses.js';
export * from './orders.js';
export * from './orders.responses.js';
export * from './orders.admin-responses.js';
export * from './upi.js';
export * from './payments.js';
export * from './payments.responses.js';
export * from './referrals.js';
export * from './referrals.responses.js';
export * from './store.responses.js';
export * from './dashboard.js';
export * from './dashboard.admin-responses.js';
export * from './gst.js';
export * from './tax.js';
export * from './tax.responses.js';
export * from './shipments.js';
export * from './shipments.responses.js';
export * from './shipments.admin-responses.js';
export * from './delivery.js';
export * from './delivery.responses.js';
export * from './delivery.admin-responses.js';
export * from './returns.js';
export * from './discounts.js';
export * from './discounts.responses.js';
export * from './discounts.admin-responses.js';
export * from './shop-content.js';
export * from './shop-content.responses.js';
export * from './returns.responses.js';
export * from './returns.admin-responses.js';
export * from './product-facts.js';
export * from './product-facts.responses.js';
export * from './reviews.js';
export * from './reviews.responses.js';
export * from './reviews.admin-responses.js';
