import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createTestGateway, type TestGateway, type TestGatewayOptions } from './test-gateway.ts';
import { createZarinpalGateway, ZARINPAL_LIVE_URL, ZARINPAL_SANDBOX_URL, type ZarinpalOptions } from './zarinpal.ts';
import { createZibalGateway, type ZibalOptions } from './zibal.ts';

export type {
  PaymentGateway,
  PaymentProvider,
  PaymentRequest,
  PaymentVerification,
  CallbackResult,
  PaymentGatewayErrorCode,
  PaymentInquiry,
  AmountLimits,
} from './payment-gateway.ts';
export { PaymentGatewayError, isWithinLimits } from './payment-gateway.ts';
export { createMemoryTestPaymentStore, isTestGateway, testCallbackUrl, type TestGateway, type TestPayment, type TestPaymentStore } from './test-gateway.ts';

export type PaymentOptions =
  ({ provider: 'test' } & TestGatewayOptions) | ({ provider: 'zarinpal' } & ZarinpalOptions) | ({ provider: 'zibal' } & ZibalOptions);

/** The gateway the options name. The test gateway also has the test page's `find` and `complete`. */
export function createPaymentGateway(options: PaymentOptions & { provider: 'test' }): TestGateway;
export function createPaymentGateway(options: PaymentOptions): PaymentGateway;
export function createPaymentGateway(options: PaymentOptions): PaymentGateway {
  switch (options.provider) {
    case 'zarinpal':
      return createZarinpalGateway(options);
    case 'zibal':
      return createZibalGateway(options);
    default:
      return createTestGateway(options);
  }
}

/**
 * The payment settings of the configuration. The test gateway's store comes from the payments service (its table);
 * config.ts has already refused zarinpal or zibal without a merchant.
 */
export function paymentOptionsFromConfig(config: Config, test: Pick<TestGatewayOptions, 'store'> & { clock?: Clock }): PaymentOptions {
  switch (config.PAYMENT_PROVIDER) {
    case 'zarinpal':
      return {
        provider: 'zarinpal',
        merchantId: config.ZARINPAL_MERCHANT_ID!,
        baseUrl: config.ZARINPAL_BASE_URL ?? (config.ZARINPAL_SANDBOX ? ZARINPAL_SANDBOX_URL : ZARINPAL_LIVE_URL),
        timeoutMs: config.PAYMENT_TIMEOUT_MS,
      };
    case 'zibal':
      return { provider: 'zibal', merchant: config.ZIBAL_MERCHANT!, baseUrl: config.ZIBAL_BASE_URL, timeoutMs: config.PAYMENT_TIMEOUT_MS };
    default:
      return { provider: 'test', base: config.PAYMENT_TEST_BASE, ...test };
  }
}
