import helmet from '@fastify/helmet';
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

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CSP },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      // A dev server on another port of the same host is the same site; /files widens it below.
      crossOriginResourcePolicy: { policy: 'same-site' },
      // Sent only when the request really came over HTTPS (below): over plain HTTP it would
      // pin a development host to HTTPS for a year.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
