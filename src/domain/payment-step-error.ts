/** An actor failure in the gateway's error shape, which the machines' guards read (a payment, a paylink, a retail order). */
export class PaymentStepError extends Error {
  constructor(
    readonly code: string,
    readonly description = code,
  ) {
    super(`${code}: ${description}`);
    this.name = 'PaymentStepError';
  }
}
