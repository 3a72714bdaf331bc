/**
 * A call's answer already written as JSON, sent as its bytes instead of being serialised
 * again. `bytes` makes them and `length` says how many there will be; `gzip`, when given,
 * makes the same bytes gzip-encoded for a client that accepts them (either is made only
 * when sent). `sample(edge)` gives a short value built the same way (each list cut to its
 * first and last `edge` items), which is what the demo-mode check reads against the contract.
 */
export class SerialisedAnswer {
  constructor(
    readonly bytes: () => Buffer,
    readonly length: number,
    readonly sample: (edge: number) => unknown,
    readonly gzip?: () => Buffer,
  ) {}
}
