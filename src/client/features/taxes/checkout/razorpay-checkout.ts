import type { CheckoutRequest, CheckoutResult } from './checkout-result';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
/** The portal's primary colour, so Razorpay's window looks like part of it. */
const THEME_COLOR = '#0b4f8a';

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay Checkout only when someone pays: it is not part of any page's download. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay Checkout with the options of spec section 7 and reports how it ended. */
export async function openRazorpayCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: request.keyId,
      amount: request.amountPaise,
      currency: 'INR',
      order_id: request.orderId,
      name: 'Municipal Corporation',
      description: request.description,
      prefill: request.prefillName ? { name: request.prefillName } : {},
      theme: { color: THEME_COLOR },
      handler: (response: RazorpayResponse) =>
        resolve({
          kind: 'paid',
          paymentId: response.razorpay_payment_id,
          orderId: response.razorpay_order_id,
          signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', () => resolve({ kind: 'failed' }));
    checkout.open();
  });
}
