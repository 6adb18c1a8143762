// The baseline of bench:microsite: plain node:http answering every request with the same bytes.
// Run as its own process (like the app server), so it competes for the CPU on the same terms.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, contentType] = process.argv.slice(2);
const body = readFileSync(file);
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
