import { jsonObject, post } from '../http-post.ts';
import { PaymentGatewayError, type PaymentProvider } from './payment-gateway.ts';

/**
 * POSTs JSON to a gateway and answers its JSON object and HTTP status (gateways put their error codes in the body,
 * whatever the status). Rejects with GATEWAY_TIMEOUT, GATEWAY_UNREACHABLE, or GATEWAY_BAD_RESPONSE for a body that is
 * not a JSON object.
 */
export async function postJson(
  gateway: PaymentProvider,
  url: string,
  body: unknown,
  timeoutMs: number,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const outcome = await post({ url, body: JSON.stringify(body), contentType: 'application/json', timeoutMs });
  if (outcome.kind === 'timeout') {
    throw new PaymentGatewayError('GATEWAY_TIMEOUT', gateway, `${gateway} did not answer within ${timeoutMs} ms`);
  }
  if (outcome.kind === 'unreachable') {
    throw new PaymentGatewayError('GATEWAY_UNREACHABLE', gateway, `${gateway} unreachable: ${outcome.reason}`);
  }
  const json = jsonObject(outcome.body);
  if (!json) {
    throw new PaymentGatewayError('GATEWAY_BAD_RESPONSE', gateway, `${gateway} answered HTTP ${outcome.status} with no JSON object`, {
      httpStatus: outcome.status,
    });
  }
  return { status: outcome.status, json };
}

export const badResponse = (gateway: PaymentProvider, what: string, httpStatus: number) =>
  new PaymentGatewayError('GATEWAY_BAD_RESPONSE', gateway, `${gateway} answer without ${what}`, { httpStatus });
