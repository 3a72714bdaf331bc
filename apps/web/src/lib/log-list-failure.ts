/**
 * docs/wire-protocol.md §8 "Silent behaviour": when a list cannot be fetched (history, promotions, contacts,
 * social links, about, stores…) the failure is logged and the screen shows the list empty,
 * without a message to the customer. Fetchers chain this on their call so the failure is
 * logged where it happens and the query still ends in its error state.
 */
export function logListFailure(list: string) {
  return (error: unknown): never => {
    console.warn(`${list}: could not be loaded`, error);
    throw error;
  };
}
