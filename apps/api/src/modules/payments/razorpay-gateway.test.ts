import { createHmac } from 'node:crypto';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { describe, expect, it } from 'vitest';
import { RazorpayGateway } from './razorpay-gateway.js';

/** The signatures are Razorpay's own: what the SDK's utilities accept, this gateway accepts, and nothing else. */
const gateway = new RazorpayGateway({
  keyId: 'rzp_test_x',
  keySecret: 'key-secret',
  webhookSecret: 'hook-secret',
  apiUrl: 'http://127.0.0.1:9',
});
const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

describe('Razorpay’s signatures', () => {
  it('accept a webhook body signed with the webhook secret, as the SDK does, and nothing changed in it', () => {
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_1' } } } });
    const signature = hmac('hook-secret', body);
    expect(Razorpay.validateWebhookSignature(body, signature, 'hook-secret')).toBe(true);
    expect(gateway.verifyWebhook(body, signature)).toBe(true);
    expect(gateway.verifyWebhook(body.replace('pay_1', 'pay_2'), signature)).toBe(false);
    expect(gateway.verifyWebhook(body, hmac('key-secret', body))).toBe(false);
    expect(gateway.verifyWebhook(body, 'short')).toBe(false);
  });

  it('accept a Payment Link return signed with the key secret, as the SDK does', () => {
    const params = {
      razorpay_payment_id: 'pay_29QQoUBi66xm2f',
      razorpay_payment_link_id: 'plink_FL5HAbjMOaHLsP',
      razorpay_payment_link_reference_id: 'KF10000042',
      razorpay_payment_link_status: 'paid',
    };
    const signature = hmac('key-secret', 'plink_FL5HAbjMOaHLsP|KF10000042|paid|pay_29QQoUBi66xm2f');
    expect(
      validatePaymentVerification(
        {
          payment_id: params.razorpay_payment_id,
          payment_link_id: params.razorpay_payment_link_id,
          payment_link_reference_id: params.razorpay_payment_link_reference_id,
          payment_link_status: params.razorpay_payment_link_status,
        },
        signature,
        'key-secret',
      ),
    ).toBe(true);
    expect(gateway.verifyReturn({ ...params, razorpay_signature: signature })).toEqual({
      hostedPaymentId: 'plink_FL5HAbjMOaHLsP',
      paymentId: 'pay_29QQoUBi66xm2f',
      orderNumber: 'KF10000042',
      status: 'paid',
    });
    expect(gateway.verifyReturn({ ...params, razorpay_payment_id: 'pay_other', razorpay_signature: signature })).toBe(
      null,
    );
    expect(gateway.verifyReturn(params)).toBe(null);
  });

  it('read the events the store acts on, and leave others alone', () => {
    const payment = {
      id: 'pay_1',
      amount: 129950,
      currency: 'INR',
      status: 'captured',
      notes: { order_number: 'KF1' },
    };
    expect(gateway.readEvent({ event: 'payment.captured', payload: { payment: { entity: payment } } })).toEqual({
      kind: 'captured',
      payment: {
        id: 'pay_1',
        status: 'captured',
        amountPaise: 129950,
        currency: 'INR',
        orderNumber: 'KF1',
        error: null,
      },
    });
    expect(
      gateway.readEvent({
        event: 'refund.processed',
        payload: { refund: { entity: { id: 'rfnd_1', payment_id: 'pay_1', amount: 5000, status: 'processed' } } },
      }),
    ).toEqual({ kind: 'refunded', refundId: 'rfnd_1', paymentId: 'pay_1', amountPaise: 5000 });
    expect(gateway.readEvent({ event: 'order.paid', payload: {} })).toEqual({ kind: 'ignored', type: 'order.paid' });
    expect(gateway.readEvent(null)).toEqual({ kind: 'ignored', type: 'unknown' });
  });

  it('say what went wrong when Razorpay cannot be reached', async () => {
    await expect(gateway.fetchPayment('plink_1')).rejects.toThrow(/^Razorpay could not read a payment link: /);
  });
});
