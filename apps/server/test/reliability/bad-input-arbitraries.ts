import fc from 'fast-check';

/** Values that break a field: wrong types, edge numbers, hostile and huge strings. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    '\u0007\u001b[31m',
    '\u202e\u200b',
    '😀'.repeat(200),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '1e309',
    'NaN',
    '-1',
    '-100',
    '0.5',
    '00001001',
    '2023-02-30',
    'null',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, -0.5, 0.5, 0, 1e308, -1e308, 2 ** 53 + 2, 1001.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  // Long enough to pass any field limit, short enough to stay under the body limit.
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

type Path = readonly (string | number)[];

/** Every field of a body: top-level keys, and the keys of nested objects and list items. */
function pathsOf(value: unknown, prefix: Path = [], depth = 0): Path[] {
  if (depth > 2 || value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k], depth + 1)]);
}

type Edit =
  | { op: 'set'; path: Path; value: unknown }
  | { op: 'delete'; path: Path }
  | { op: 'wrap'; path: Path }
  | { op: 'stringify'; path: Path }
  | { op: 'extra'; key: string; value: unknown };

function isObject(value: unknown): value is Record<string | number, unknown> {
  return typeof value === 'object' && value !== null;
}

function apply(body: unknown, edit: Edit): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  if (edit.op === 'extra') {
    copy[edit.key] = edit.value;
    return copy;
  }
  const parent = edit.path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), copy);
  // An earlier edit replaced the field's parent: nothing left to edit there.
  if (!isObject(parent)) return copy;
  const key = edit.path[edit.path.length - 1]!;
  if (edit.op === 'set') parent[key] = edit.value;
  else if (edit.op === 'delete') delete parent[key];
  // An object where a list is expected, or the other way round.
  else if (edit.op === 'wrap') parent[key] = [parent[key]];
  else parent[key] = JSON.stringify(parent[key]) ?? 'undefined';
  return copy;
}

/** One to three edits of a good DATA: the commonest kind of bad input. */
export function brokenData(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(base);
  const path = fc.constantFrom(...paths);
  const edit: fc.Arbitrary<Edit> = fc.oneof(
    fc.record({ op: fc.constant('set' as const), path, value: nastyValue }),
    fc.record({ op: fc.constant('delete' as const), path }),
    fc.record({ op: fc.constant('wrap' as const), path }),
    fc.record({ op: fc.constant('stringify' as const), path }),
    fc.record({
      op: fc.constant('extra' as const),
      key: fc.string({ maxLength: 12 }),
      value: nastyValue,
    }),
  );
  return fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) => edits.reduce(apply, base));
}

export type BadRequest =
  { kind: 'json'; body: unknown } | { kind: 'raw'; payload: string; contentType: string };

/** A whole request: a broken DATA, a body of the wrong shape, broken JSON or another type. */
export function badRequest(base: Record<string, unknown>): fc.Arbitrary<BadRequest> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: brokenData(base).map((DATA) => ({ kind: 'json' as const, body: { DATA } })),
    },
    { weight: 1, arbitrary: nastyValue.map((DATA) => ({ kind: 'json' as const, body: { DATA } })) },
    { weight: 1, arbitrary: fc.jsonValue().map((body) => ({ kind: 'json' as const, body })) },
    {
      weight: 1,
      arbitrary: fc.tuple(brokenData(base), fc.nat()).map(([DATA, cut]) => {
        const text = JSON.stringify({ DATA });
        // Cut short or with a stray byte: never valid JSON.
        return {
          kind: 'raw' as const,
          payload: `${text.slice(0, cut % text.length)}\u0000`,
          contentType: 'application/json',
        };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'text/html',
          ),
          fc.string({ maxLength: 50 }),
        )
        .map(([contentType, payload]) => ({ kind: 'raw' as const, payload, contentType })),
    },
  );
}
