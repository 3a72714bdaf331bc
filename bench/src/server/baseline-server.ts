// The baseline: what this machine's Node.js does for a request with no framework, no
// database and no work, answering a fixed JSON body the size of the real answer. The real
// server's figures are read as a ratio to this.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.env.BODY_FILE ?? '');
const port = Number(process.env.PORT);

const server = http.createServer((request, response) => {
  // Read the request to its end, as the real server must before it can answer.
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1');

process.on('SIGTERM', () => server.close(() => process.exit(0)));
