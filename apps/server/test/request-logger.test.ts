import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, requestLogger } from '../src/lib/logger';

function logger(level: string) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions(level);
  const parent = pino(typeof options === 'object' ? options : {}, sink);
  let children = 0;
  const child = parent.child.bind(parent);
  parent.child = ((...args: Parameters<typeof child>) => {
    children += 1;
    return child(...args);
  }) as typeof parent.child;
  const forRequest = (id: string) =>
    requestLogger.call(null, parent as unknown as FastifyBaseLogger, { reqId: id }, {});
  return { lines, parent, forRequest, children: () => children };
}

describe("a request's logger", () => {
  it('makes no pino child while nothing is written, and carries the request id when it is', () => {
    const { lines, forRequest, children } = logger('warn');
    const log = forRequest('req-1');
    log.info({ req: 'incoming' }, 'incoming request');
    log.debug('detail');
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');

    log.warn({ call: 'Probe', PWORD: 'secret' }, 'answer off contract');
    log.error({ err: new Error('boom') }, 'request failed');
    expect(children()).toBe(1);
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.map((e) => [e.reqId, e.msg])).toEqual([
      ['req-1', 'answer off contract'],
      ['req-1', 'request failed'],
    ]);
    expect(entries[0]?.PWORD).toBe('[redacted]');
  });

  it('writes the request lines with their id at info', () => {
    const { lines, forRequest } = logger('info');
    forRequest('req-2').info({ responseTime: 1 }, 'request completed');
    forRequest('req-3').debug('not at info');
    expect(lines.map((l) => (JSON.parse(l) as { reqId: string }).reqId)).toEqual(['req-2']);
  });

  it("gives a route's own level a pino child at once", () => {
    const { lines, parent, children } = logger('warn');
    const log = requestLogger.call(
      null,
      parent as unknown as FastifyBaseLogger,
      { reqId: 'req-4' },
      { level: 'info' },
    );
    expect(children()).toBe(1);
    log.info('at the route level');
    expect(lines.map((l) => (JSON.parse(l) as { reqId: string }).reqId)).toEqual(['req-4']);
  });
});
