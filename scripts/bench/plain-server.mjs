// A baseline of bench:microsite: plain node:http answering every request with the same bytes and
// the given headers (a fresh X-Request-Id each time when the app's headers carry one), in a process
// of its own (like the app server), so it competes for the CPU on the same terms.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, headersFile] = process.argv.slice(2);
const body = readFileSync(file);
const { 'x-request-id': requestId, ...headers } = JSON.parse(readFileSync(headersFile, 'utf8'));
const server = createServer((_req, res) => {
  res.writeHead(200, {
    ...headers,
    ...(requestId ? { 'x-request-id': randomUUID() } : {}),
    'content-length': body.length,
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
