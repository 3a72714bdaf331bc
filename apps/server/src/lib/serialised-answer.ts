/**
 * A call's answer already written as JSON, sent as these bytes instead of being serialised
 * again. `sample(edge)` gives a short value built the same way (each list cut to its first and last
 * `edge` items), which is what the demo-mode check reads against the contract.
 */
export class SerialisedAnswer {
  constructor(
    readonly json: string | Buffer,
    readonly sample: (edge: number) => unknown,
  ) {}
}
