import { formatINR, type Cart, type PaymentMethod, type SavedAddress, type ShippingAddress } from '@kuber/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { BagIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatusMessage } from '#web/components/ui/status-message';
import { CART_KEY, useCart } from '#web/features/cart/api/get-cart';
import { CartLinesBrief } from '#web/features/cart/components/cart-lines-brief';
import { useCreateOrder } from '#web/features/checkout/api/create-order';
import { useCheckoutAttemptKey } from '#web/features/checkout/checkout-attempt';
import { ADDRESSES_KEY, useAddresses } from '#web/features/checkout/api/get-addresses';
import { ADDRESS_FIELDS, AddressForm, useAddressForm } from '#web/features/checkout/components/address-form';
import { checkoutTotals, codChoice } from '#web/features/checkout/checkout-totals';
import { OrderTotals } from '#web/components/ui/order-totals';
import { bestCoupon, CouponPicker } from '#web/features/checkout/components/coupon-picker';
import { DiscountCodeField, type AppliedCode } from '#web/features/checkout/components/discount-code-field';
import { PaymentMethodPicker } from '#web/features/checkout/components/payment-method-picker';
import { SavedAddressPicker, type AddressChoice } from '#web/features/checkout/components/saved-address-picker';
import { isUnknownPin, usePinDelivery } from '#web/features/delivery/api/get-pin-delivery';
import { DeliveryAnswer, pinArea } from '#web/features/delivery/components/delivery-answer';
import { ORDERS_KEY } from '#web/features/orders/api/get-my-orders';
import { orderQueryOptions } from '#web/features/orders/api/get-order';
import { goToPayment, payOrder } from '#web/features/orders/api/pay-order';
import { orderWhatsAppText } from '#web/features/orders/order-whatsapp-text';
import { useSpendableCoupons } from '#web/features/referrals/api/get-coupons';
import { REFERRAL_KEY } from '#web/features/referrals/api/get-referral-stats';
import { useStoreSettings } from '#web/features/store/api/get-store-settings';
import { whatsappUrl } from '#web/features/store/components/whatsapp-chat-link';
import { ApiError } from '#web/lib/api';
import { showServerFieldErrors } from '#web/lib/form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useProductNames } from '#web/lib/use-product-name';
import { PageContainer } from '#web/app/layout/page-container';
import { LoadError } from './load-error';
import { useLanguage, useT } from '#web/i18n/i18n-provider';

export default function CheckoutScreen() {
  const t = useT();
  useDocumentTitle(t('checkout.title'));
  const cart = useCart();
  const addresses = useAddresses();

  if (cart.isPending || addresses.isPending) return <CheckoutSkeleton />;
  const error = cart.error ?? addresses.error;
  if (error)
    return (
      <LoadError
        title={t('checkout.loadError')}
        error={error}
        onRetry={() => Promise.all([cart.refetch(), addresses.refetch()])}
        retrying={cart.isRefetching || addresses.isRefetching}
      />
    );
  if (cart.data!.items.length === 0) {
    return (
      <PageContainer>
        <StatusMessage
          icon={<BagIcon width={28} height={28} />}
          title={t('cart.empty')}
          body={t('checkout.emptyBody')}
          actions={
            <Link to="/shop" className={buttonStyles('primary')}>
              {t('common.continueShopping')}
            </Link>
          }
        />
      </PageContainer>
    );
  }
  return <CheckoutForm cart={cart.data!} saved={addresses.data!} />;
}

/** Until the store's settings arrive, the ways to pay that need no setting. */
const ALWAYS_OFFERED: PaymentMethod[] = ['COD', 'WHATSAPP'];

/** An order-level failure: the message, and for a line that can't be supplied (409) the way back to the cart. */
interface OrderFailure {
  message: string;
  toCart: boolean;
}

function CheckoutForm({ cart, saved }: { cart: Cart; saved: SavedAddress[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: store } = useStoreSettings();
  const form = useAddressForm();
  const createOrder = useCreateOrder();
  const attempt = useCheckoutAttemptKey(cart);
  const [choice, setChoice] = useState<AddressChoice>(saved[0]?.id ?? 'new');
  const [payment, setPayment] = useState<PaymentMethod>('COD');
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const t = useT();
  const { language } = useLanguage();
  const nameOf = useProductNames();
  const coupons = useSpendableCoupons();
  const offered = coupons.data?.data ?? [];
  // Until the shopper chooses, the best coupon the order can take is chosen for them.
  const [chosenCode, setChosenCode] = useState<string | null | undefined>(undefined);
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  // One code per order unless the shop allows a coupon beside it: a code applied puts the coupon aside.
  const oneOnly = !store?.discountCodeWithCoupon;
  const coupon =
    applied && oneOnly
      ? undefined
      : chosenCode === undefined
        ? bestCoupon(offered, cart.summary.subtotal)
        : offered.find((c) => c.code === chosenCode);
  const codeOff = applied?.discount ?? 0;
  const pinCode = saved.find((a) => a.id === choice)?.pinCode ?? form.watch('pinCode');
  const delivery = usePinDelivery(pinCode);
  const served = delivery.data?.serviceable ? delivery.data : null;
  useFillFromPin(form, choice === 'new' ? delivery : undefined, t);
  // Cash on delivery's rules (its limit, its fee, the PIN codes and zones it is off for), as the server applies them.
  const cod =
    delivery.data && !delivery.data.codAllowed
      ? { fee: store?.cod.fee ?? 0, unavailable: t('payment.codPinBlocked', { pin: pinCode }) }
      : codChoice(store, checkoutTotals(cart.summary, (coupon?.value ?? 0) + codeOff, 0, served).total, pinCode, t);
  const offeredMethods = store?.paymentMethods ?? ALWAYS_OFFERED;
  const method = cod.unavailable && payment === 'COD' ? (offeredMethods.find((m) => m !== 'COD') ?? payment) : payment;
  const totals = checkoutTotals(cart.summary, (coupon?.value ?? 0) + codeOff, method === 'COD' ? cod.fee : 0, served);
  const unserved = delivery.data && !delivery.data.serviceable ? delivery.data.pinCode : null;
  const [paying, setPaying] = useState(false);

  const placeOrder = async (shippingAddress: ShippingAddress) => {
    try {
      const order = await createOrder.mutateAsync({
        order: {
          shippingAddress,
          paymentMethod: method,
          couponCode: coupon?.code,
          language,
          discountCode: applied?.code,
        },
        idempotencyKey: attempt.key,
      });
      attempt.renew();
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      // Opened straight away while the tap still counts as the shopper's own, so the browser lets the tab open;
      // the confirmation keeps a button for when it did not.
      if (payment === 'WHATSAPP' && store?.whatsappNumber)
        window.open(
          whatsappUrl(store.whatsappNumber, orderWhatsAppText(order, store.name, t, nameOf)),
          '_blank',
          'noopener',
        );
      if (method === 'ONLINE') {
        // Straight on to the payment page; should it not open, the order's page offers Pay now.
        setPaying(true);
        const hosted = await payOrder(order.id).catch(() => null);
        if (hosted) return goToPayment(hosted.url);
        setPaying(false);
      }
      void navigate(`/orders/${order.id}?placed=1`, { replace: true });
      // The cart is empty now, the stock lower and the address saved: everything shown from before is out of date.
      for (const queryKey of [CART_KEY, ORDERS_KEY, ADDRESSES_KEY, REFERRAL_KEY, ['products']])
        void queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      // Field errors beside the fields being filled in; a saved address came from the server and passes.
      if (
        choice === 'new' &&
        error instanceof ApiError &&
        error.status === 400 &&
        showServerFieldErrors(form, error, ADDRESS_FIELDS, 'shippingAddress.')
      )
        return;
      if (error instanceof ApiError && error.errors?.some((e) => e.path === 'discountCode')) {
        // The code changed since it was checked (used up, ended): it is taken off, saying why.
        setApplied(null);
        setCodeError(error.message);
        setFailure({ message: error.message, toCart: false });
        return;
      }
      if (error instanceof ApiError && error.errors?.some((e) => e.path === 'couponCode')) {
        // The coupon was spent or ran out since it was offered: offer what is left, and say why.
        setChosenCode(undefined);
        void queryClient.invalidateQueries({ queryKey: REFERRAL_KEY });
        setFailure({ message: error.message, toCart: false });
        return;
      }
      const conflict = error instanceof ApiError && error.status === 409;
      // A line that can't be supplied: the cart shown here must say which, so fetch it again.
      if (conflict) void queryClient.invalidateQueries({ queryKey: CART_KEY });
      setFailure({ message: (error as Error).message, toCart: conflict });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const savedOne = saved.find((a) => a.id === choice);
    if (savedOne) {
      const { id: _id, ...address } = savedOne;
      return placeOrder(address);
    }
    // A new address is checked first: every message shows and the first field in error takes the focus.
    await form.handleSubmit(placeOrder)(event);
  };

  return (
    <PageContainer className="pb-0 lg:pb-8">
      <h1 className="mb-5 text-xl font-bold text-zinc-900 sm:text-2xl">{t('checkout.title')}</h1>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:gap-8"
      >
        <div className="space-y-6 lg:row-span-2">
          <section aria-labelledby="shipping-heading" className="rounded-lg border border-zinc-200 p-4 sm:p-5">
            <h2 id="shipping-heading" className="mb-4 text-base font-bold text-zinc-900">
              {t('checkout.shippingAddress')}
            </h2>
            {saved.length > 0 && <SavedAddressPicker addresses={saved} value={choice} onChange={setChoice} />}
            {choice === 'new' && (
              <div className={saved.length > 0 ? 'mt-5 border-t border-zinc-100 pt-5' : ''}>
                <AddressForm control={form.control} />
              </div>
            )}
          </section>
          <section aria-labelledby="payment-heading" className="rounded-lg border border-zinc-200 p-4 sm:p-5">
            <h2 id="payment-heading" className="mb-4 text-base font-bold text-zinc-900">
              {t('checkout.paymentMethod')}
            </h2>
            <PaymentMethodPicker
              methods={offeredMethods}
              value={method}
              onChange={setPayment}
              unavailable={cod.unavailable ? { COD: cod.unavailable } : {}}
              codFee={cod.fee}
            />
          </section>
          <section aria-labelledby="coupon-heading" className="rounded-lg border border-zinc-200 p-4 sm:p-5">
            <h2 id="coupon-heading" className="mb-4 text-base font-bold text-zinc-900">
              {t('checkout.coupon')}
            </h2>
            {coupons.isPending ? (
              <Skeleton className="h-16 w-full rounded-lg" />
            ) : coupons.error ? (
              <p className="text-sm text-zinc-600">
                {t('checkout.couponsError')}{' '}
                <button
                  type="button"
                  onClick={() => void coupons.refetch()}
                  className="font-semibold text-accent underline"
                >
                  {t('common.tryAgain')}
                </button>
              </p>
            ) : (
              <CouponPicker
                coupons={offered}
                subtotal={cart.summary.subtotal}
                value={coupon?.code ?? null}
                onChange={(code) => {
                  setChosenCode(code);
                  // Choosing a coupon where only one is allowed takes the code off.
                  if (code && oneOnly) setApplied(null);
                }}
              />
            )}
            <div className="mt-4 border-t border-zinc-100 pt-4">
              <DiscountCodeField
                applied={applied}
                onApply={(code) => {
                  setApplied(code);
                  setCodeError(null);
                }}
                couponCode={oneOnly ? undefined : coupon?.code}
                error={codeError}
              />
              {applied && oneOnly && offered.length > 0 && (
                <p className="mt-2 text-xs text-zinc-600">{t('discount.insteadOfCoupon')}</p>
              )}
            </div>
          </section>
        </div>

        <section
          aria-labelledby="summary-heading"
          className="rounded-lg border border-zinc-200 bg-zinc-50/60 p-4 sm:p-5 lg:self-start"
        >
          <h2 id="summary-heading" className="mb-4 text-base font-bold text-zinc-900">
            {t('cart.summary')}
          </h2>
          <CartLinesBrief lines={cart.items} />
          <div className="mt-4 border-t border-zinc-200 pt-4">
            <OrderTotals
              summary={{ ...cart.summary, shipping: totals.shipping }}
              {...totals}
              discount={totals.discount - Math.min(codeOff, totals.discount)}
              discountCode={applied?.code}
              codeDiscount={Math.min(codeOff, totals.discount)}
              // A coupon or a charge (shipping, the COD fee: taxed at the order's highest rate) changes the GST inside: the invoice gives it.
              gstIncluded={
                totals.discount > 0 || totals.shipping > 0 || totals.codFee > 0 ? null : cart.summary.taxIncluded
              }
            />
          </div>
          {delivery.data && (
            <div className="mt-4 border-t border-zinc-200 pt-4">
              <DeliveryAnswer answer={delivery.data} charge={false} />
            </div>
          )}
        </section>

        {/* On a phone this bar stays pinned to the bottom while the form scrolls. */}
        <div className="sticky bottom-0 z-20 -mx-4 space-y-3 border-t border-zinc-200 bg-white px-4 pt-3 pb-safe shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:static lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
          {failure && (
            <FormAlert>
              {failure.message}
              {failure.toCart && (
                <>
                  {' '}
                  <Link to="/cart" className="font-semibold underline">
                    {t('checkout.reviewCart')}
                  </Link>
                </>
              )}
            </FormAlert>
          )}
          {unserved && !failure && <FormAlert>{t('delivery.unserved', { area: pinArea(unserved) })}</FormAlert>}
          {!cart.summary.canCheckout && !failure && (
            <FormAlert>
              {t('checkout.blocked')}{' '}
              <Link to="/cart" className="font-semibold underline">
                {t('checkout.reviewCart')}
              </Link>
            </FormAlert>
          )}
          <div className="flex items-center gap-4 lg:block">
            <p className="lg:hidden">
              <span className="block text-xs text-zinc-600">{t('totals.total')}</span>
              <span className="text-lg font-bold text-zinc-900">{formatINR(totals.total)}</span>
            </p>
            <Button
              type="submit"
              size="lg"
              className="flex-1 lg:w-full"
              disabled={!cart.summary.canCheckout || Boolean(unserved)}
              busy={createOrder.isPending || paying}
              busyText={paying ? t('checkout.openingPayment') : t('checkout.placing')}
            >
              {t('checkout.placeOrder')}
            </Button>
          </div>
        </div>
      </form>
    </PageContainer>
  );
}

/**
 * A new address's PIN code fills its city (the district's; the shopper may write a locality
 * instead, which is kept) and its state, and an unknown one is refused under the field, as the
 * server would refuse it.
 */
function useFillFromPin(
  form: ReturnType<typeof useAddressForm>,
  delivery: ReturnType<typeof usePinDelivery> | undefined,
  t: ReturnType<typeof useT>,
) {
  const filledCity = useRef('');
  const answer = delivery?.data;
  const unknownPin = delivery?.error && isUnknownPin(delivery.error) ? form.getValues('pinCode') : null;
  useEffect(() => {
    if (!answer) return;
    // A known PIN code: the refusal of an unknown one typed before goes.
    if (form.getFieldState('pinCode').error?.type === 'server') form.clearErrors('pinCode');
    const city = form.getValues('city');
    if (!city || city === filledCity.current) {
      form.setValue('city', answer.city, { shouldValidate: form.formState.isSubmitted });
      filledCity.current = answer.city;
    }
    form.setValue('state', answer.state, { shouldValidate: true });
  }, [answer, form]);
  useEffect(() => {
    if (unknownPin)
      form.setError('pinCode', { type: 'server', message: t('delivery.unknownPinField', { pin: unknownPin }) });
  }, [unknownPin, form, t]);
}

function CheckoutSkeleton() {
  const t = useT();
  return (
    <PageContainer>
      <p role="status" className="sr-only">
        {t('checkout.loading')}
      </p>
      <Skeleton className="mb-5 h-8 w-40" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8" aria-hidden="true">
        <div className="space-y-6">
          <Skeleton className="h-96 w-full rounded-lg" />
          <Skeleton className="h-32 w-full rounded-lg" />
        </div>
        <Skeleton className="h-80 w-full rounded-lg" />
      </div>
    </PageContainer>
  );
}
