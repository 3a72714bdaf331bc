import { AppError } from '../lib/errors';

/**
 * A business refusal ('Insufficient points', 'Customer does not exist'): the call is understood
 * but not done. Thrown inside a transaction so nothing of it is kept; answered as the wire's
 * `{ STATUS: false, MESSAGE }` with HTTP 200, as the vendor's backend does.
 */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export const INSUFFICIENT_POINTS = 'Insufficient points';

/** The ledger's own refusal (a guarded update that found too few points) as a Refusal. */
export function asRefusal(error: unknown): unknown {
  if (error instanceof AppError && error.code === 'INSUFFICIENT_POINTS') {
    return new Refusal('INSUFFICIENT_POINTS', INSUFFICIENT_POINTS);
  }
  return error;
}

/** Runs a call's work; a refusal becomes the failure answer. */
export async function answerRefusals<T>(
  work: () => Promise<T>,
): Promise<T | { STATUS: false; MESSAGE: string }> {
  try {
    return await work();
  } catch (error) {
    const refusal = asRefusal(error);
    if (refusal instanceof Refusal) return { STATUS: false, MESSAGE: refusal.message };
    throw error;
  }
}
