import { afterEach, describe, expect, it } from 'vitest';
import { openRazorpayCheckout } from '../../../src/client/features/taxes/checkout/razorpay-checkout';

type Options = Record<string, unknown> & { handler: (r: unknown) => void; modal: { ondismiss: () => void } };

/** Stands in for Razorpay's window: keeps the options it was opened with and ends as told. */
function fakeRazorpay(end: (options: Options) => void) {
  const opened: Options[] = [];
  class FakeRazorpay {
    constructor(private readonly options: Options) {}
    on() {}
    open() {
      opened.push(this.options);
      end(this.options);
    }
  }
  (window as unknown as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
  return opened;
}

afterEach(() => {
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
});

const request = {
  orderId: 'order_9A33XWu170gUtm',
  amountPaise: 69000,
  description: 'Gas Tax Payment',
  prefillName: 'City Gas Ltd',
  keyId: 'rzp_test_abc',
};

describe('Razorpay Checkout (spec section 7)', () => {
  it('opens in INR with the order, amount, description, prefilled name and theme, and reports the payment', async () => {
    const opened = fakeRazorpay((options) =>
      options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_9A33XWu170gUtm', razorpay_signature: 'sig' }),
    );
    const result = await openRazorpayCheckout(request);
    expect(result).toEqual({ kind: 'paid', paymentId: 'pay_1', orderId: 'order_9A33XWu170gUtm', signature: 'sig' });
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_abc',
      amount: 69000,
      currency: 'INR',
      order_id: 'order_9A33XWu170gUtm',
      description: 'Gas Tax Payment',
      prefill: { name: 'City Gas Ltd' },
      theme: { color: '#0b4f8a' },
    });
  });

  it('reports a closed window as dismissed', async () => {
    fakeRazorpay((options) => options.modal.ondismiss());
    await expect(openRazorpayCheckout(request)).resolves.toEqual({ kind: 'dismissed' });
  });
});
