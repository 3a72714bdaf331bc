import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

/**
 * The app loads nothing from other origins; React style attributes need inline styles. The
 * QR scanner's fallback compiles its WebAssembly (served from this origin): 'wasm-unsafe-eval'
 * allows compiling WebAssembly only, never eval of JavaScript.
 */
const CSP = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

const HELMET: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  // A dev server on another port of the same host is the same site; /files widens it.
  crossOriginResourcePolicy: { policy: 'same-site' },
  // Sent only when the request really came over HTTPS (below): over plain HTTP it would
  // pin a development host to HTTPS for a year.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets with these options, read once from a throwaway instance: they are
 * the same for every request (no nonces), and the helmet plugin would otherwise build its
 * whole middleware again, CSP parsing included, on each one.
 */
export async function helmetHeaders(
  options: FastifyHelmetOptions = HELMET,
): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  let headers: [string, string][] = [];
  try {
    await probe.register(helmet, options);
    // Runs after helmet's own hooks: the response holds helmet's headers and nothing else.
    probe.addHook('onRequest', async (_request, reply) => {
      headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [
        name,
        String(value),
      ]);
    });
    probe.get('/', async () => '');
    await probe.inject({ method: 'GET', url: '/' });
  } finally {
    await probe.close();
  }
  if (!headers.some(([name]) => name === 'content-security-policy')) {
    throw new Error('helmet set no content-security-policy header');
  }
  return headers;
}

/**
 * The headers of a call's JSON answer. Nothing in it is rendered, framed or run, so the
 * document headers above (which govern what a page may load and how it is embedded) have
 * nothing to act on; this set is stricter (a CSP that allows nothing) and a third of the
 * size, which counts on the busiest calls: the headers are most of a short answer's bytes.
 */
export const API_HEADERS: readonly (readonly [string, string])[] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['cross-origin-resource-policy', 'same-site'],
];

/** The calls of the contract and the staff API: every one is a POST under these paths. */
export const isApiCall = (method: string, url: string): boolean =>
  method === 'POST' && (url.startsWith('/api/') || url.startsWith('/config/'));

export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = await helmetHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      // On the raw response, as helmet does: a route may still replace one (/files widens
      // cross-origin-resource-policy). The request id too, for a support question about an
      // answer (and in this hook rather than one more of its own on every answer).
      const raw = reply.raw;
      const set = isApiCall(request.method, request.url) ? API_HEADERS : headers;
      for (const [name, value] of set) raw.setHeader(name, value);
      raw.setHeader('x-request-id', request.id);
      if (request.protocol === 'https') raw.setHeader('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'security-headers' },
);
