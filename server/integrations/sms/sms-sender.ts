/**
 * Sends text messages to Iranian mobiles. `to` is any form normaliseMobile accepts; it is sent as `09xxxxxxxxx`.
 * A promise that resolves means the provider accepted the message (queued, not necessarily delivered); one that rejects
 * carries an SmsError, and the caller must then treat the message as not sent (e.g. a one-time code is not valid).
 */
export interface SmsSender {
  readonly provider: SmsProvider;
  /**
   * A one-time code. `text` is the whole message (with its WebOTP line) for providers that send free text; a provider
   * with approved templates (Kavenegar) sends only `code` into its template, whose wording lives in its panel.
   */
  sendCode(to: string, code: string, text: string): Promise<void>;
  /** Any other message (order placed, paid, shipped). */
  send(to: string, text: string): Promise<void>;
}

export type SmsProvider = 'outbox' | 'kavenegar';

export type SmsErrorCode =
  /** `to` is not a mobile number; nothing was sent. */
  | 'SMS_INVALID_RECEPTOR'
  /** The provider answered with an error (its own status and message are kept). */
  | 'SMS_REJECTED'
  /** The provider said "try again later" (Kavenegar 409) on every try: a passing outage, not a refusal. */
  | 'SMS_TRY_LATER'
  /** No complete answer within the deadline; the message may or may not go out. */
  | 'SMS_TIMEOUT'
  /** No connection to the provider, or the outbox file could not be written. */
  | 'SMS_UNREACHABLE'
  /** The provider answered something that is not its documented answer. */
  | 'SMS_BAD_RESPONSE';

export class SmsError extends Error {
  override readonly name = 'SmsError';
  constructor(
    readonly code: SmsErrorCode,
    message: string,
    readonly details: { providerStatus?: number; providerMessage?: string; httpStatus?: number } = {},
  ) {
    super(message);
  }
}
