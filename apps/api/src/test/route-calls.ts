import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Session } from '@kuber/shared';
import type { Db } from '../db/client.js';
import { bearer, registerShopper, signup } from './accounts.js';
import type { Actors, Role } from './actors.js';
import { ADDRESS, shoppingCatalogue } from './catalogue-fixtures.js';
import { RAZORPAY_TEST_KEYS } from './test-app.js';
import { creditNotes, orderInvoices } from '../db/schema.js';
import { smallPng, uploadForm } from '../modules/uploads/test-pictures.js';

/** Who may call a route, as the authorisation matrix expects it. */
export type Access =
  /** anyone */
  | 'public'
  /** any signed-in user */
  | 'user'
  /** a signed-in user, on a thing of the `owner`'s: anyone else is told it does not exist (404) */
  | 'own'
  /** an admin who has passed their second factor, if they have one */
  | 'admin';

export interface Call {
  url: string;
  payload?: unknown;
  /** Headers of the route's own, beside the caller's session. */
  headers?: Record<string, string>;
}

export interface RouteEntry {
  access: Access;
  /** Owner of the thing an 'own' route names (default: the shopper). */
  owner?: Role;
  /** A request an allowed caller makes successfully; made afresh for each caller. */
  call?: (ctx: RouteContext, role: Role) => Call | Promise<Call>;
  /** The status an allowed caller gets (default 200). */
  ok?: number;
  /** Callers whose status differs from what the access says, and why (in the key's comment). */
  except?: Partial<Record<Role, number>>;
  /** The call ends the caller's session. */
  endsSession?: boolean;
}

/** What the calls need: products, the actors, and things made on demand for one of them. */
export async function routeContext(app: FastifyInstance, db: Db, actors: Actors) {
  // A tee in one size and colour with plenty in stock, for the many orders the calls place.
  const products = await shoppingCatalogue(db, [
    { name: 'Matrix Tee', category: 'mens-fashion', price: 399, sizes: ['M'], colors: ['Black'], stockQuantity: 5000 },
  ]);
  const matrixTee = products.rows.find((p) => p.name === 'Matrix Tee')!;
  const as = async (role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await app.inject({ method, url, payload: payload as object, headers: await actors.headers(role) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} as ${role}: ${res.statusCode} ${res.body}`);
    return res.json() as { data: unknown };
  };
  let zones = 0;
  const ctx = {
    products,
    actors,
    async cartLine(role: Role): Promise<number> {
      const cart = (await as(role, 'POST', '/api/cart/add', {
        productId: matrixTee.id,
        quantity: 1,
        size: 'M',
        color: 'Black',
      })) as { data: { id: number }[] };
      return cart.data[0]!.id;
    },
    async wishlisted(role: Role): Promise<void> {
      await as(role, 'POST', '/api/wishlist/add', { productId: products.bag.id });
    },
    async order(role: Role, paymentMethod: 'COD' | 'UPI' | 'ONLINE' = 'COD'): Promise<number> {
      await ctx.cartLine(role);
      return (
        (await as(role, 'POST', '/api/orders/create', { shippingAddress: ADDRESS, paymentMethod })).data as {
          id: number;
        }
      ).id;
    },
    /** A cash-on-delivery order of the shopper's, delivered and so paid: some of it may be refunded. */
    async paidOrder(): Promise<number> {
      const id = await ctx.order('shopper');
      await as('admin', 'PUT', `/api/admin/orders/${id}/status`, { status: 'DELIVERED' });
      return id;
    },
    /** A line of the shopper's delivered order, which may be returned. */
    async deliveredLine(): Promise<{ orderId: number; orderItemId: number }> {
      const orderId = await ctx.paidOrder();
      const order = (await as('shopper', 'GET', `/api/orders/${orderId}`)).data as { items: { id: number }[] };
      return { orderId, orderItemId: order.items[0]!.id };
    },
    /** A return request of the shopper's, just asked for. */
    async returnRequest(): Promise<number> {
      const { orderId, orderItemId } = await ctx.deliveredLine();
      const body = { kind: 'RETURN', items: [{ orderItemId, quantity: 1, reason: 'TOO_BIG' }] };
      return ((await as('shopper', 'POST', `/api/orders/${orderId}/returns`, body)).data as { id: number }).id;
    },
    /** An order of the role's with a numbered invoice (written as a confirmation in `gst` mode would write it). */
    async invoice(role: Role): Promise<{ orderId: number; invoiceId: number }> {
      const orderId = await ctx.order(role);
      const [invoice] = await db
        .insert(orderInvoices)
        .values({ orderId, number: `INV/TEST/${orderId}` })
        .returning({ id: orderInvoices.id });
      return { orderId, invoiceId: invoice!.id };
    },
    /** An order of the role's with a credit note (written as a cancelled invoiced order's would be). */
    async creditNote(role: Role): Promise<{ orderId: number; noteId: number }> {
      const { orderId, invoiceId } = await ctx.invoice(role);
      const [note] = await db
        .insert(creditNotes)
        .values({
          number: `CN/TEST/${orderId}`,
          orderId,
          invoiceId,
          amountPaise: 39_900,
          taxablePaise: 38_000,
          cgstPaise: 950,
          sgstPaise: 950,
          lines: [],
          reason: 'Order cancelled',
        })
        .returning({ id: creditNotes.id });
      return { orderId, noteId: note!.id };
    },
    async address(role: Role): Promise<number> {
      await ctx.order(role);
      return ((await as(role, 'GET', '/api/addresses')).data as { id: number }[])[0]!.id;
    },
    async factorId(role: Role): Promise<string> {
      return ((await as(role, 'GET', '/api/auth/factors')).data as { id: string; status: string }[]).find(
        (f) => f.status === 'verified',
      )!.id;
    },
    async session(role: Exclude<Role, 'visitor'>): Promise<Session> {
      return actors.session(role);
    },
    /** A shopper of no role, for admin actions on somebody else. */
    async bystander(): Promise<number> {
      return (await registerShopper(app)).session.user.id;
    },
    async resetToken(): Promise<string> {
      const { body } = await registerShopper(app);
      await app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: body.email } });
      const mail = (await as('visitor', 'GET', `/api/dev/outbox?to=${encodeURIComponent(body.email)}`)).data as {
        body: string;
      }[];
      return mail[0]!.body.match(/token=([\w-]+)/)![1]!;
    },
    async refreshToken(): Promise<string> {
      const { body } = await registerShopper(app);
      // As a client outside the browser asks for it; a browser has it only in the cookie.
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login?refresh_token_in_body=true',
        payload: { email: body.email, password: body.password },
      });
      return (res.json().data as Session).refresh_token!;
    },
    /** A product the admin makes, never ordered: its own to edit or delete. */
    async product(): Promise<number> {
      return ((await as('admin', 'POST', '/api/admin/products', productBody())).data as { id: number }).id;
    },
    headers: (session: Session) => bearer(session),
    /** One of the shop's couriers (the ones every store starts with). */
    async courierId(): Promise<number> {
      return ((await as('admin', 'GET', '/api/admin/couriers')).data as { id: number }[])[0]!.id;
    },
    /** A courier the admin adds, its own to change. */
    async newCourier(): Promise<number> {
      const name = `Matrix Courier ${randomUUID().slice(0, 8)}`;
      const pattern = 'https://track.example.in/{awb}';
      return (
        (await as('admin', 'POST', '/api/admin/couriers', { name, trackingUrlPattern: pattern })).data as {
          id: number;
        }
      ).id;
    },
    /** A shopper's order and its lines, whole, as a parcel packs them. */
    async orderLines(): Promise<{ orderId: number; items: { orderItemId: number; quantity: number }[] }> {
      const orderId = await ctx.order('shopper');
      const order = (await as('admin', 'GET', `/api/admin/orders/${orderId}`)).data as {
        items: { id: number; quantity: number }[];
      };
      return { orderId, items: order.items.map((i) => ({ orderItemId: i.id, quantity: i.quantity })) };
    },
    /** A parcel of a shopper's order, packed whole; shipped too when asked. */
    async parcel(shipped = false): Promise<number> {
      const { orderId, items } = await ctx.orderLines();
      const packed = (
        await as('admin', 'POST', `/api/admin/orders/${orderId}/shipments`, {
          items,
          courierId: await ctx.courierId(),
          awb: 'MATRIX123',
        })
      ).data as { shipments: { id: number }[] };
      const id = packed.shipments[0]!.id;
      if (shipped) await as('admin', 'PUT', `/api/admin/shipments/${id}/ship`, {});
      return id;
    },
    /** What a visitor tracks a shopper's order by: its number and the phone it was placed with. */
    async tracking(): Promise<{ orderNumber: string; contact: string }> {
      const order = (await as('shopper', 'GET', `/api/orders/${await ctx.order('shopper')}`)).data as {
        orderNumber: string;
      };
      return { orderNumber: order.orderNumber, contact: ADDRESS.phone };
    },
    /** A product of its own that the role (a visitor: the shopper) bought and had delivered: theirs to review. */
    async reviewable(role: Role): Promise<number> {
      const buyer = role === 'visitor' ? 'shopper' : role;
      const productId = await ctx.product();
      await as(buyer, 'POST', '/api/cart/add', { productId, quantity: 1, size: 'M', color: 'Indigo' });
      const order = (await as(buyer, 'POST', '/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' }))
        .data as { id: number };
      await as('admin', 'PUT', `/api/admin/orders/${order.id}/status`, { status: 'DELIVERED' });
      return productId;
    },
    /** The shopper's review of a product of its own, waiting for the shop, or published when asked. */
    async review(published = false): Promise<number> {
      const productId = await ctx.reviewable('shopper');
      const id = ((await as('shopper', 'POST', '/api/reviews', { ...REVIEW, productId })).data as { id: number }).id;
      if (published) await as('admin', 'PUT', `/api/admin/reviews/${id}/publish`);
      return id;
    },
    /** A PIN prefix no delivery zone has yet: two zones may not share one. */
    zonePrefix(): string {
      zones += 1;
      return String(900000 + zones);
    },
    /** A delivery zone of its own, to edit or delete. */
    async deliveryZone(): Promise<{ id: number; prefix: string }> {
      const prefix = ctx.zonePrefix();
      const zone = { name: `Zone ${prefix}`, pinPrefixes: [prefix], minDays: 2, maxDays: 4 };
      return { id: ((await as('admin', 'POST', '/api/admin/delivery-zones', zone)).data as { id: number }).id, prefix };
    },
    /** A discount code of its own, to read, change or switch off. */
    async discountCode(): Promise<number> {
      const code = { code: `MATRIX-${randomUUID().slice(0, 8)}`, kind: 'PERCENT', value: 10 };
      return ((await as('admin', 'POST', '/api/admin/discount-codes', code)).data as { id: number }).id;
    },
  };
  return ctx;
}

export type RouteContext = Awaited<ReturnType<typeof routeContext>>;

/** A product as the admin form sends it: two sizes in one colour. */
const REVIEW = { rating: 4, fit: 'TRUE_TO_SIZE', title: 'Fits well', text: 'Soft cotton, the colour as shown.' };

const productBody = () => ({
  name: 'Matrix Kurta',
  categorySlug: 'mens-fashion',
  price: 999,
  originalPrice: 1499,
  sizes: ['M', 'L'],
  colors: ['Indigo'],
  variants: [
    { size: 'M', color: 'Indigo', stockQuantity: 3 },
    { size: 'L', color: 'Indigo', stockQuantity: 0 },
  ],
});

/** A CSV of one new product, as the import form sends it. */
function csvForm(): FormData {
  const form = new FormData();
  const csv = 'name,category,price,size,color,stockQuantity\nMatrix Stole,accessories,499,,Red,4\n';
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  return form;
}

const tee = (ctx: RouteContext) => ctx.products.tee.id;

/**
 * Every route of the API with who may call it and a call that succeeds. A route
 * missing here fails the authorisation matrix test: each new route is added with
 * the access it is meant to have.
 */
export const ROUTES: Record<string, RouteEntry> = {
  // The OpenAPI description and its viewer.
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/json': { access: 'public' },
  'GET /api/docs/yaml': { access: 'public' },
  'GET /api/docs/static/index.html': { access: 'public', ok: 302 },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public' },
  'GET /api/docs/static/*': { access: 'public', call: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  'GET /api/health': { access: 'public' },
  'GET /api/health/live': { access: 'public' },
  'GET /api/health/ready': { access: 'public' },
  // Off without METRICS_TOKEN, as in the tests' store; plugins/metrics.test.ts reads them with one.
  'GET /metrics': { access: 'public', ok: 404 },

  'GET /api/categories': { access: 'public' },
  'GET /api/store': { access: 'public' },
  'GET /api/store/content': { access: 'public' },
  'GET /api/delivery/pin/:pin': { access: 'public', call: () => ({ url: '/api/delivery/pin/560001' }) },
  'GET /api/products': {
    access: 'public',
    call: () => ({ url: '/api/products?category=mens-fashion&sortBy=price&sortDir=desc' }),
  },
  'GET /api/products/paginated': { access: 'public', call: () => ({ url: '/api/products/paginated?onSale=true' }) },
  'GET /api/products/featured': { access: 'public' },
  'GET /api/products/search': { access: 'public', call: () => ({ url: '/api/products/search?q=tee' }) },
  'GET /api/products/top-rated': { access: 'public' },
  'GET /api/products/newest': { access: 'public', call: () => ({ url: '/api/products/newest?limit=3' }) },
  'GET /api/products/trending': { access: 'public' },
  'GET /api/products/interest': { access: 'public' },
  'GET /api/products/filter/category-price': {
    access: 'public',
    call: () => ({ url: '/api/products/filter/category-price?categorySlug=accessories&minPrice=100' }),
  },
  'GET /api/products/category/:category': {
    access: 'public',
    call: () => ({ url: '/api/products/category/footwear' }),
  },
  'GET /api/products/category/:category/paginated': {
    access: 'public',
    call: () => ({ url: '/api/products/category/mens-fashion/paginated' }),
  },
  'GET /api/products/slug/:slug': { access: 'public', call: () => ({ url: '/api/products/slug/test-tee' }) },
  'GET /api/products/:id': { access: 'public', call: (ctx) => ({ url: `/api/products/${tee(ctx)}` }) },
  'GET /api/products/similar/:id': {
    access: 'public',
    call: (ctx) => ({ url: `/api/products/similar/${tee(ctx)}` }),
  },
  'POST /api/stock-alerts': {
    access: 'public',
    call: (ctx, role) => ({
      url: '/api/stock-alerts',
      payload: { productId: ctx.products.soldOut.id, email: `${role.toLowerCase()}-waits@example.in`, size: '8' },
    }),
  },
  'GET /api/admin/size-charts': { access: 'admin', call: () => ({ url: '/api/admin/size-charts' }) },
  'PUT /api/admin/size-charts/:category': {
    access: 'admin',
    call: () => ({
      url: '/api/admin/size-charts/accessories',
      payload: { chart: { columns: ['waist'], rows: [{ size: '32', cm: [81] }] } },
    }),
  },

  'POST /api/auth/register': {
    access: 'public',
    ok: 201,
    call: () => ({ url: '/api/auth/register', payload: signup() }),
  },
  'POST /api/auth/login': {
    access: 'public',
    call: (ctx) => ({ url: '/api/auth/login', payload: { email: ctx.actors.shopperEmail, password: 'Secret@123' } }),
  },
  'POST /api/auth/phone/login': {
    access: 'public',
    call: async (ctx) => ({
      url: '/api/auth/phone/login',
      payload: { phone: (await ctx.session('shopper')).user.phone, password: 'Secret@123' },
    }),
  },
  'POST /api/admin/auth/login': {
    access: 'public',
    call: () => ({
      url: '/api/admin/auth/login',
      payload: { email: 'matrix-admin@example.in', password: 'Admin@1234' },
    }),
  },
  'POST /api/auth/token': {
    access: 'public',
    call: async (ctx) => ({
      url: '/api/auth/token?grant_type=refresh_token',
      payload: { refresh_token: await ctx.refreshToken() },
    }),
  },
  'POST /api/auth/logout': { access: 'user', endsSession: true },
  'POST /api/auth/recover': {
    access: 'public',
    call: (ctx) => ({ url: '/api/auth/recover', payload: { email: ctx.actors.shopperEmail } }),
  },
  'POST /api/auth/reset': {
    access: 'public',
    call: async (ctx) => ({
      url: '/api/auth/reset',
      payload: { token: await ctx.resetToken(), password: 'Newer@1234', confirmPassword: 'Newer@1234' },
    }),
  },
  'GET /api/auth/me': { access: 'user' },
  'GET /api/.well-known/jwks.json': { access: 'public' },
  // Signing in with another provider is not offered: refused the same for everyone.
  'GET /api/authorize': { access: 'public', ok: 400, call: () => ({ url: '/api/authorize?provider=google' }) },
  'GET /api/auth/authorize': {
    access: 'public',
    ok: 400,
    call: () => ({ url: '/api/auth/authorize?provider=google' }),
  },
  'GET /api/user/identities/authorize': { access: 'public', ok: 400 },
  'GET /api/auth/user/identities/authorize': { access: 'public', ok: 400 },
  'DELETE /api/user/identities/:identityId': {
    access: 'public',
    ok: 400,
    call: () => ({ url: '/api/user/identities/1' }),
  },
  'DELETE /api/auth/user/identities/:identityId': {
    access: 'public',
    ok: 400,
    call: () => ({ url: '/api/auth/user/identities/1' }),
  },
  'GET /api/auth/factors': { access: 'user' },
  // Only admins may enrol a second factor; one who has one must pass it first.
  'POST /api/auth/factors': {
    access: 'user',
    call: () => ({ url: '/api/auth/factors', payload: { factor_type: 'totp' } }),
    except: { shopper: 403, otherShopper: 403, adminAal1: 403 },
  },
  'POST /api/auth/factors/:id/challenge': {
    access: 'own',
    owner: 'adminAal1',
    call: async (ctx) => ({ url: `/api/auth/factors/${await ctx.factorId('adminAal1')}/challenge` }),
  },
  // The owner gets past the guard and is told the code is wrong.
  'POST /api/auth/factors/:id/verify': {
    access: 'own',
    owner: 'adminAal1',
    call: async (ctx) => ({
      url: `/api/auth/factors/${await ctx.factorId('adminAal1')}/verify`,
      payload: { code: '000000', challenge_id: '6f1c7a55-7d3a-4b9b-9d51-0b3c8b1f9a10' },
    }),
    except: { adminAal1: 400 },
  },
  // Removing a verified factor needs the second factor passed first.
  'DELETE /api/auth/factors/:id': {
    access: 'own',
    owner: 'adminAal1',
    call: async (ctx) => ({ url: `/api/auth/factors/${await ctx.factorId('adminAal1')}` }),
    except: { adminAal1: 403 },
  },

  'GET /api/users/profile': { access: 'user' },
  'PUT /api/users/profile': {
    access: 'user',
    call: async (ctx, role) => {
      const { user } =
        role === 'visitor'
          ? { user: { firstName: 'Asha', lastName: 'Verma', phone: '9876543210' } }
          : await ctx.session(role);
      return {
        url: '/api/users/profile',
        payload: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
      };
    },
  },

  'GET /api/cart': { access: 'user' },
  'POST /api/cart/add': {
    access: 'user',
    call: (ctx) => ({ url: '/api/cart/add', payload: { productId: tee(ctx), quantity: 1, size: 'L', color: 'White' } }),
  },
  'POST /api/cart/merge': {
    access: 'user',
    call: (ctx) => ({ url: '/api/cart/merge', payload: { items: [{ productId: ctx.products.bag.id, quantity: 1 }] } }),
  },
  'PUT /api/cart/items/:id': {
    access: 'own',
    call: async (ctx) => ({ url: `/api/cart/items/${await ctx.cartLine('shopper')}`, payload: { quantity: 2 } }),
  },
  'DELETE /api/cart/items/:id': {
    access: 'own',
    call: async (ctx) => ({ url: `/api/cart/items/${await ctx.cartLine('shopper')}` }),
  },
  'DELETE /api/cart': { access: 'user' },

  'GET /api/wishlist': { access: 'user' },
  'POST /api/wishlist/add': {
    access: 'user',
    call: (ctx) => ({ url: '/api/wishlist/add', payload: { productId: tee(ctx) } }),
  },
  'DELETE /api/wishlist/remove/:id': {
    access: 'user',
    call: async (ctx, role) => {
      if (role !== 'visitor') await ctx.wishlisted(role);
      return { url: `/api/wishlist/remove/${ctx.products.bag.id}` };
    },
  },
  'DELETE /api/wishlist/clear': { access: 'user' },

  'POST /api/orders/create': {
    access: 'user',
    ok: 201,
    call: async (ctx, role) => {
      if (role !== 'visitor') await ctx.cartLine(role);
      return {
        url: '/api/orders/create',
        payload: { shippingAddress: ADDRESS, paymentMethod: 'COD' },
        headers: { 'idempotency-key': `checkout-${role}-${Date.now()}-${Math.random()}` },
      };
    },
  },
  'GET /api/orders/my-orders': { access: 'user' },
  'GET /api/orders/:id': { access: 'own', call: async (ctx) => ({ url: `/api/orders/${await ctx.order('shopper')}` }) },
  'PUT /api/orders/:id/cancel': {
    access: 'own',
    call: async (ctx) => ({ url: `/api/orders/${await ctx.order('shopper')}/cancel` }),
  },
  'PUT /api/orders/:id/payment-reference': {
    access: 'own',
    call: async (ctx) => ({
      url: `/api/orders/${await ctx.order('shopper', 'UPI')}/payment-reference`,
      payload: { reference: '412345678901' },
    }),
  },
  'POST /api/orders/:id/pay': {
    access: 'own',
    call: async (ctx) => ({ url: `/api/orders/${await ctx.order('shopper', 'ONLINE')}/pay` }),
  },
  'GET /api/orders/:id/returns': {
    access: 'own',
    call: async (ctx) => ({ url: `/api/orders/${await ctx.paidOrder()}/returns` }),
  },
  'POST /api/orders/:id/returns': {
    access: 'own',
    ok: 201,
    call: async (ctx) => {
      const { orderId, orderItemId } = await ctx.deliveredLine();
      return {
        url: `/api/orders/${orderId}/returns`,
        payload: { kind: 'RETURN', items: [{ orderItemId, quantity: 1, reason: 'TOO_BIG' }] },
      };
    },
  },
  'PUT /api/returns/:id/cancel': {
    access: 'own',
    call: async (ctx) => ({ url: `/api/returns/${await ctx.returnRequest()}/cancel`, payload: { version: 1 } }),
  },
  'POST /api/returns/photos': {
    access: 'user',
    ok: 201,
    call: async () => ({
      url: '/api/returns/photos',
      payload: uploadForm({ data: await smallPng(), name: 'damage.png', type: 'image/png' }),
    }),
  },
  'GET /api/reviews': {
    access: 'public',
    call: (ctx) => ({ url: `/api/reviews?productId=${ctx.products.bag.id}&sort=helpful` }),
  },
  // Anyone may find a review helpful: a visitor by their browser's id, a shopper by their account.
  'POST /api/reviews/:id/helpful': {
    access: 'public',
    call: async (ctx) => ({
      url: `/api/reviews/${await ctx.review(true)}/helpful`,
      payload: { browserId: randomUUID() },
    }),
  },
  'GET /api/reviews/mine': {
    access: 'user',
    call: (ctx) => ({ url: `/api/reviews/mine?productId=${ctx.products.bag.id}` }),
  },
  'POST /api/reviews': {
    access: 'user',
    ok: 201,
    call: async (ctx, role) => ({ url: '/api/reviews', payload: { ...REVIEW, productId: await ctx.reviewable(role) } }),
  },
  'PUT /api/reviews/:id': {
    access: 'own',
    call: async (ctx) => ({ url: `/api/reviews/${await ctx.review()}`, payload: { ...REVIEW, rating: 5 } }),
  },
  'DELETE /api/reviews/:id': {
    access: 'own',
    call: async (ctx) => ({ url: `/api/reviews/${await ctx.review()}` }),
  },
  'POST /api/reviews/photos': {
    access: 'user',
    ok: 201,
    call: async () => ({
      url: '/api/reviews/photos',
      payload: uploadForm({ data: await smallPng(), name: 'worn.png', type: 'image/png' }),
    }),
  },
  // The gateway's return and webhook: anyone may call them; only the gateway's signature makes them do anything.
  'GET /api/payments/razorpay/return': {
    access: 'public',
    ok: 302,
    call: () => ({ url: '/api/payments/razorpay/return?razorpay_payment_link_id=plink_unknown' }),
  },
  'POST /api/payments/razorpay/webhook': {
    access: 'public',
    call: () => {
      const body = JSON.stringify({ entity: 'event', event: 'payment.authorized', payload: {} });
      return {
        url: '/api/payments/razorpay/webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET)
            .update(body)
            .digest('hex'),
          'x-razorpay-event-id': `evt_${randomUUID()}`,
        },
      };
    },
  },
  'GET /api/orders/:id/documents': {
    access: 'own',
    call: async (ctx) => ({ url: `/api/orders/${await ctx.order('shopper')}/documents` }),
  },
  'GET /api/orders/:id/invoice': {
    access: 'own',
    call: async (ctx) => ({ url: `/api/orders/${await ctx.order('shopper')}/invoice` }),
  },
  'GET /api/orders/:id/invoices/:invoiceId': {
    access: 'own',
    call: async (ctx) => {
      const { orderId, invoiceId } = await ctx.invoice('shopper');
      return { url: `/api/orders/${orderId}/invoices/${invoiceId}` };
    },
  },
  'GET /api/orders/:id/credit-notes/:noteId': {
    access: 'own',
    call: async (ctx) => {
      const { orderId, noteId } = await ctx.creditNote('shopper');
      return { url: `/api/orders/${orderId}/credit-notes/${noteId}` };
    },
  },
  'GET /api/addresses': { access: 'user' },
  'DELETE /api/addresses/:id': {
    access: 'own',
    call: async (ctx) => ({ url: `/api/addresses/${await ctx.address('shopper')}` }),
  },

  'GET /api/referral/stats': { access: 'user', call: () => ({ url: '/api/referral/stats?page=0&size=5' }) },
  'GET /api/referral/code': { access: 'user' },
  'GET /api/coupons': { access: 'user', call: () => ({ url: '/api/coupons?status=available' }) },

  'GET /api/admin/users': { access: 'admin', call: () => ({ url: '/api/admin/users?role=USER&q=asha' }) },
  'PUT /api/admin/users/:id/status': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/users/${await ctx.bystander()}/status`, payload: { enabled: false } }),
  },
  'PUT /api/admin/users/:id/role': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/users/${await ctx.bystander()}/role`, payload: { role: 'USER' } }),
  },
  'GET /api/admin/users/:id': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/users/${await ctx.bystander()}` }),
  },
  'DELETE /api/admin/users/:id': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/users/${await ctx.bystander()}` }),
  },
  'GET /api/admin/orders': {
    access: 'admin',
    call: () => ({ url: '/api/admin/orders?status=PENDING&from=2024-01-01&to=2099-12-31&q=KF' }),
  },
  'GET /api/admin/orders/:id': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/orders/${await ctx.order('shopper')}` }),
  },
  'PUT /api/admin/orders/:id/status': {
    access: 'admin',
    call: async (ctx) => ({
      url: `/api/admin/orders/${await ctx.order('shopper')}/status`,
      payload: { status: 'SHIPPED', note: 'Courier AWB 123' },
    }),
  },
  'PUT /api/admin/orders/:id/payment': {
    access: 'admin',
    call: async (ctx) => ({
      url: `/api/admin/orders/${await ctx.order('shopper')}/payment`,
      payload: { status: 'PAID' },
    }),
  },
  'PUT /api/admin/orders/:id/payment-not-received': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/orders/${await ctx.order('shopper', 'UPI')}/payment-not-received` }),
  },
  'POST /api/admin/orders/:id/refunds': {
    access: 'admin',
    call: async (ctx) => ({
      url: `/api/admin/orders/${await ctx.paidOrder()}/refunds`,
      payload: { amount: 10, reason: 'Late delivery', reference: 'UPI 412345678901' },
    }),
  },
  'GET /api/admin/orders/:id/documents': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/orders/${await ctx.order('shopper')}/documents` }),
  },
  'GET /api/admin/orders/:id/invoice': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/orders/${await ctx.order('shopper')}/invoice` }),
  },
  'GET /api/admin/orders/:id/invoices/:invoiceId': {
    access: 'admin',
    call: async (ctx) => {
      const { orderId, invoiceId } = await ctx.invoice('shopper');
      return { url: `/api/admin/orders/${orderId}/invoices/${invoiceId}` };
    },
  },
  'GET /api/admin/orders/:id/credit-notes/:noteId': {
    access: 'admin',
    call: async (ctx) => {
      const { orderId, noteId } = await ctx.creditNote('shopper');
      return { url: `/api/admin/orders/${orderId}/credit-notes/${noteId}` };
    },
  },
  'GET /api/admin/exports/:kind': {
    access: 'admin',
    call: () => ({ url: '/api/admin/exports/orders?from=2026-01-01&to=2026-12-31' }),
  },
  'GET /api/admin/couriers': { access: 'admin' },
  'POST /api/admin/couriers': {
    access: 'admin',
    ok: 201,
    call: () => ({
      url: '/api/admin/couriers',
      payload: { name: `Matrix Courier ${randomUUID().slice(0, 8)}`, trackingUrlPattern: 'https://t.example.in/{awb}' },
    }),
  },
  'PUT /api/admin/couriers/:id': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/couriers/${await ctx.newCourier()}`, payload: { active: false } }),
  },
  'GET /api/admin/orders/:id/shipments': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/orders/${await ctx.order('shopper')}/shipments` }),
  },
  'POST /api/admin/orders/:id/shipments': {
    access: 'admin',
    ok: 201,
    call: async (ctx) => {
      const { orderId, items } = await ctx.orderLines();
      return { url: `/api/admin/orders/${orderId}/shipments`, payload: { items } };
    },
  },
  'PUT /api/admin/shipments/:id/ship': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/shipments/${await ctx.parcel()}/ship`, payload: {} }),
  },
  'PUT /api/admin/shipments/:id/deliver': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/shipments/${await ctx.parcel(true)}/deliver` }),
  },
  'DELETE /api/admin/shipments/:id': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/shipments/${await ctx.parcel()}` }),
  },
  'POST /api/admin/orders/bulk/ship': {
    access: 'admin',
    call: async (ctx) => ({
      url: '/api/admin/orders/bulk/ship',
      payload: {
        orders: [{ orderId: await ctx.order('shopper'), courierId: await ctx.courierId(), awb: 'MATRIX456' }],
      },
    }),
  },
  'GET /api/admin/orders/bulk/courier-csv': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/orders/bulk/courier-csv?ids=${await ctx.order('shopper')}` }),
  },
  'GET /api/admin/orders/bulk/papers': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/orders/bulk/papers?ids=${await ctx.order('shopper')}` }),
  },
  'GET /api/orders/:id/shipments': {
    access: 'own',
    call: async (ctx) => ({ url: `/api/orders/${await ctx.order('shopper')}/shipments` }),
  },
  'POST /api/track-order': {
    access: 'public',
    call: async (ctx) => ({ url: '/api/track-order', payload: await ctx.tracking() }),
  },
  'GET /api/admin/dashboard': {
    access: 'admin',
    call: () => ({ url: '/api/admin/dashboard?from=2025-01-01&to=2025-01-31' }),
  },
  'GET /api/admin/products': {
    access: 'admin',
    call: () => ({ url: '/api/admin/products?q=tee&active=true&sort=name' }),
  },
  'GET /api/admin/products/export': { access: 'admin' },
  'POST /api/admin/products/import': {
    access: 'admin',
    call: () => ({ url: '/api/admin/products/import?dryRun=true', payload: csvForm() }),
  },
  'GET /api/admin/products/:id': { access: 'admin', call: (ctx) => ({ url: `/api/admin/products/${tee(ctx)}` }) },
  'POST /api/admin/products': {
    access: 'admin',
    ok: 201,
    call: () => ({ url: '/api/admin/products', payload: productBody() }),
  },
  'PUT /api/admin/products/:id': {
    access: 'admin',
    call: async (ctx) => ({
      url: `/api/admin/products/${await ctx.product()}`,
      payload: { ...productBody(), price: 899 },
    }),
  },
  'DELETE /api/admin/products/:id': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/products/${await ctx.product()}` }),
  },
  'PUT /api/admin/products/:id/status': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/products/${await ctx.product()}/status`, payload: { featured: true } }),
  },
  'PUT /api/admin/products/:id/stock': {
    access: 'admin',
    call: async (ctx) => ({
      url: `/api/admin/products/${await ctx.product()}/stock`,
      payload: { variants: [{ size: 'L', color: 'Indigo', stockQuantity: 5 }] },
    }),
  },
  'GET /api/admin/referrals/tree': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/referrals/tree?phone=${(await ctx.session('shopper')).user.phone}` }),
  },
  'GET /api/admin/referrals/:id/children': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/referrals/${(await ctx.session('shopper')).user.id}/children?page=0` }),
  },
  'GET /api/admin/returns': { access: 'admin' },
  'GET /api/admin/returns/:id': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/returns/${await ctx.returnRequest()}` }),
  },
  'PUT /api/admin/returns/:id/step': {
    access: 'admin',
    call: async (ctx) => ({
      url: `/api/admin/returns/${await ctx.returnRequest()}/step`,
      payload: { step: 'approve', version: 1 },
    }),
  },
  'GET /api/admin/reviews': { access: 'admin', call: () => ({ url: '/api/admin/reviews?status=PENDING' }) },
  'PUT /api/admin/reviews/:id/publish': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/reviews/${await ctx.review()}/publish` }),
  },
  'PUT /api/admin/reviews/:id/hide': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/reviews/${await ctx.review()}/hide`, payload: { reason: 'Off topic' } }),
  },
  'PUT /api/admin/reviews/:id/reply': {
    access: 'admin',
    call: async (ctx) => ({
      url: `/api/admin/reviews/${await ctx.review()}/reply`,
      payload: { reply: 'Thank you for shopping with us!' },
    }),
  },
  'POST /api/admin/storage/upload': {
    access: 'admin',
    ok: 201,
    call: async () => ({
      url: '/api/admin/storage/upload',
      payload: uploadForm(
        { data: await smallPng(), name: 'logo.png', type: 'image/png' },
        { categorySlug: 'accessories' },
      ),
    }),
  },

  // Development helpers: mounted only outside production (a test of their own checks a production start).
  'GET /api/dev/outbox': { access: 'public' },
  'POST /api/dev/test-admin': { access: 'public' },

  'GET /api/admin/delivery-zones': { access: 'admin' },
  'GET /api/admin/delivery-zones/:id': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/delivery-zones/${(await ctx.deliveryZone()).id}` }),
  },
  'POST /api/admin/delivery-zones': {
    access: 'admin',
    ok: 201,
    call: (ctx) => ({
      url: '/api/admin/delivery-zones',
      payload: { name: 'Far away', pinPrefixes: [ctx.zonePrefix()], shippingCharge: 49, minDays: 4, maxDays: 9 },
    }),
  },
  'PUT /api/admin/delivery-zones/:id': {
    access: 'admin',
    call: async (ctx) => {
      const { id, prefix } = await ctx.deliveryZone();
      return {
        url: `/api/admin/delivery-zones/${id}`,
        payload: { name: 'Farther', pinPrefixes: [prefix], freeAbove: 999, minDays: 6, maxDays: 12, version: 1 },
      };
    },
  },
  'DELETE /api/admin/delivery-zones/:id': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/delivery-zones/${(await ctx.deliveryZone()).id}` }),
  },

  'POST /api/discount-codes/check': {
    access: 'user',
    call: () => ({ url: '/api/discount-codes/check', payload: { code: 'NO-SUCH-CODE' } }),
  },
  'GET /api/admin/discount-codes': { access: 'admin' },
  'POST /api/admin/discount-codes': {
    access: 'admin',
    ok: 201,
    call: () => ({
      url: '/api/admin/discount-codes',
      payload: { code: `NEW-${randomUUID().slice(0, 8)}`, kind: 'FLAT', value: 100, minOrder: 999 },
    }),
  },
  'GET /api/admin/discount-codes/:id': {
    access: 'admin',
    call: async (ctx) => ({ url: `/api/admin/discount-codes/${await ctx.discountCode()}` }),
  },
  'PUT /api/admin/discount-codes/:id': {
    access: 'admin',
    call: async (ctx) => ({
      url: `/api/admin/discount-codes/${await ctx.discountCode()}`,
      payload: { code: `EDIT-${randomUUID().slice(0, 8)}`, kind: 'PERCENT', value: 15, maxDiscount: 300 },
    }),
  },
  'PUT /api/admin/discount-codes/:id/active': {
    access: 'admin',
    call: async (ctx) => ({
      url: `/api/admin/discount-codes/${await ctx.discountCode()}/active`,
      payload: { active: false },
    }),
  },

  'GET /api/admin/shop-content': { access: 'admin' },
  'PUT /api/admin/shop-content': {
    access: 'admin',
    call: () => ({
      url: '/api/admin/shop-content',
      payload: {
        banner: {
          eyebrow: { en: 'This week', hi: 'इस हफ़्ते' },
          title: { en: 'Winter Edit', hi: 'सर्दियों का संग्रह' },
          subtitle: { en: 'Warm layers for cold mornings', hi: 'ठंडी सुबह के लिए गर्म कपड़े' },
          badge: { en: '{deepest}% OFF', hi: '{deepest}% छूट' },
          link: '/shop',
        },
        claims: [{ en: 'Cash on delivery', hi: 'कैश ऑन डिलीवरी' }],
        announcement: { enabled: true, text: { en: 'Sale ends Sunday', hi: 'सेल रविवार तक' } },
        contact: {
          email: 'help@example.in',
          phone: '+91 98765 43210',
          address: { en: '12 Link Road, Bilaspur', hi: '12 लिंक रोड, बिलासपुर' },
          hours: { en: '10 am to 7 pm', hi: 'सुबह 10 से शाम 7' },
        },
      },
    }),
  },

  // Any other API address: a 404 envelope, whoever asks.
  'GET /api/*': { access: 'public', ok: 404, call: () => ({ url: '/api/nothing-here' }) },
  'POST /api/*': { access: 'public', ok: 404, call: () => ({ url: '/api/nothing-here', payload: {} }) },
  'PUT /api/*': { access: 'public', ok: 404, call: () => ({ url: '/api/nothing-here', payload: {} }) },
  'PATCH /api/*': { access: 'public', ok: 404, call: () => ({ url: '/api/nothing-here', payload: {} }) },
  'DELETE /api/*': { access: 'public', ok: 404, call: () => ({ url: '/api/nothing-here' }) },
  'OPTIONS /api/*': { access: 'public', ok: 404, call: () => ({ url: '/api/nothing-here' }) },
  'TRACE /api/*': { access: 'public', ok: 404, call: () => ({ url: '/api/nothing-here' }) },
  'QUERY /api/*': { access: 'public', ok: 404, call: () => ({ url: '/api/nothing-here', payload: {} }) },
  // Pictures: public; a missing one is a 404. Uploaded ones come from the image store, the demo catalogue's from DATA_DIR.
  'GET /uploads/*': { access: 'public', ok: 404, call: () => ({ url: '/uploads/general/0123456789abcdef0123.webp' }) },
  'GET /uploads/demo/*': { access: 'public', ok: 404, call: () => ({ url: '/uploads/demo/missing.webp' }) },
};

/** The status a caller should get from a route. */
export function expectedStatus(entry: RouteEntry, role: Role): number {
  if (entry.except?.[role] !== undefined) return entry.except[role]!;
  const ok = entry.ok ?? 200;
  switch (entry.access) {
    case 'public':
      return ok;
    case 'user':
      return role === 'visitor' ? 401 : ok;
    case 'own':
      return role === 'visitor' ? 401 : role === (entry.owner ?? 'shopper') ? ok : 404;
    case 'admin':
      return role === 'visitor' ? 401 : role === 'admin' ? ok : 403;
  }
}
