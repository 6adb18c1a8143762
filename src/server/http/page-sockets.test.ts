import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IDLE_GRACE_MS, trackConnections } from './drain-connections';
import type { PageAnswer, PageRequest } from './page-fast-path';
import { answerPagesOnSockets, KEEP_ALIVE_MS, parseHead } from './page-sockets';

describe('parseHead', () => {
  const head = (...lines: string[]) => lines.join('\r\n');

  it('reads a plain GET and the headers an answer depends on', () => {
    expect(
      parseHead(
        head(
          'GET /l/piso?lang=en HTTP/1.1',
          'Host: escaparate.es',
          'accept-encoding:gzip, br ',
          'Accept-Language: es-ES,es;q=0.9',
          'If-None-Match: "abc"',
          'X-Request-Id: abc-123',
          'X-Forwarded-For: 203.0.113.7',
          'X-Forwarded-Host: escaparate.es',
          'Connection: keep-alive',
          'User-Agent: Mozilla/5.0 (iPhone)',
          'Cookie: theme=light',
        ),
        '127.0.0.1',
      ),
    ).toEqual({
      method: 'GET',
      url: '/l/piso?lang=en',
      remoteAddress: '127.0.0.1',
      host: 'escaparate.es',
      acceptEncoding: 'gzip, br',
      acceptLanguage: 'es-ES,es;q=0.9',
      ifNoneMatch: '"abc"',
      requestId: 'abc-123',
      forwardedFor: '203.0.113.7',
      forwardedHost: 'escaparate.es',
      // Who is looking, for the count of views (a member's session cookie is no visitor).
      userAgent: 'Mozilla/5.0 (iPhone)',
      cookie: 'theme=light',
    });
  });

  it('leaves anything that is not plain to node:http', () => {
    const cases = [
      head('HEAD /l/piso HTTP/1.1', 'Host: a'),
      head('POST /l/piso HTTP/1.1', 'Host: a'),
      head('GET /l/piso HTTP/1.0', 'Host: a'),
      head('GET http://a/l/piso HTTP/1.1', 'Host: a'),
      head('GET  /l/piso HTTP/1.1', 'Host: a'),
      head('GET /l/piso HTTP/1.1', 'Host: a', 'Content-Length: 0'),
      head('GET /l/piso HTTP/1.1', 'Host: a', 'Transfer-Encoding: chunked'),
      head('GET /l/piso HTTP/1.1', 'Host: a', 'Connection: close'),
      head('GET /l/piso HTTP/1.1', 'Host: a', 'Connection: Upgrade', 'Upgrade: websocket'),
      head('GET /l/piso HTTP/1.1', 'Host: a', 'Expect: 100-continue'),
      head('GET /l/piso HTTP/1.1', 'Host: a', 'Host: b'),
      head('GET /l/piso HTTP/1.1', 'Host: a', 'X-Forwarded-For: 1.2.3.4', 'X-Forwarded-For: 5.6.7.8'),
      head('GET /l/piso HTTP/1.1', 'Host: a', 'X-Long: one', ' folded'),
      head('GET /l/piso HTTP/1.1', 'Host : a'),
      head('GET /l/piso HTTP/1.1', 'Host: a\nX: b'),
      head('GET /l/piso HTTP/1.1', 'Host: a\u0000'),
      head('GET /l/piso HTTP/1.1', 'Host: a', 'X-Name: José'),
      head('GET /l/piso HTTP/1.1', 'Host: a', ''),
    ];
    for (const text of cases) expect(parseHead(text, '127.0.0.1'), JSON.stringify(text)).toBeNull();
  });

  it('costs linear time on a long line that does not match', () => {
    const text = head('GET /l/piso HTTP/1.1', `X-Spaces:${' '.repeat(16_000)}\u007f`);
    const t0 = performance.now();
    expect(parseHead(text, '127.0.0.1')).toBeNull();
    expect(performance.now() - t0).toBeLessThan(50);
  });
});

const PAGE = Buffer.from('<!doctype html><title>Piso</title>');
const PAGE_ANSWER: PageAnswer = {
  status: 200,
  headers: ['Content-Type', 'text/html; charset=UTF-8', 'Content-Length', String(PAGE.length)],
  requestId: 'id-1',
  body: PAGE,
};

let server: Server | undefined;
const clients: Socket[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.destroy();
  const srv = server;
  server = undefined;
  if (!srv) return;
  srv.closeAllConnections();
  await new Promise((r) => srv.close(r));
});

/**
 * node:http with pageSockets in front: `/page` (GET, any header) is answered on the socket, with
 * `body`; node:http answers everything else with `node <method> <url>`.
 */
async function start(opts: { body?: Buffer; handOverAll?: () => boolean } = {}) {
  const answer = opts.body
    ? { ...PAGE_ANSWER, headers: ['Content-Length', String(opts.body.length)], body: opts.body }
    : PAGE_ANSWER;
  const counts = { onSocket: 0 };
  const srv = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end(`node ${req.method} ${req.url}`));
  });
  server = srv;
  answerPagesOnSockets(srv, {
    answer: (req: PageRequest) => {
      if (req.url !== '/page') return null;
      counts.onSocket++;
      return answer;
    },
    handOverAll: opts.handOverAll ?? (() => false),
  });
  const connections = trackConnections(srv);
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  return { port: (srv.address() as AddressInfo).port, counts, connections };
}

/** A raw connection: what it sends, every byte it gets back, and whether the server closed it. */
async function rawClient(port: number) {
  const socket = connect(port, '127.0.0.1');
  clients.push(socket);
  await new Promise((r) => socket.once('connect', r));
  // Chunks kept as they come and joined when read: joining on every chunk copies a 16 MB answer
  // over and over (quadratic), which took longer than the wait on a machine with small socket buffers.
  const chunks: Buffer[] = [];
  let joined: Buffer | null = null;
  const received = () => {
    joined ??= Buffer.concat(chunks);
    return joined;
  };
  let ended = false;
  socket.on('data', (d: Buffer) => {
    chunks.push(d);
    joined = null;
  });
  socket.on('end', () => {
    ended = true;
  });
  socket.on('error', () => {});
  return {
    socket,
    send: (text: string) => socket.write(text),
    received,
    ended: () => ended,
    /** Waits until `n` whole answers have arrived; returns them (status, headers, body). */
    async answers(n: number) {
      await expect.poll(() => splitAnswers(received()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(n);
      return splitAnswers(received());
    },
  };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
/** Whole HTTP/1.1 answers (Content-Length bodies) in `bytes`, in order. */
function splitAnswers(bytes: Buffer): RawAnswer[] {
  const out: RawAnswer[] = [];
  let at = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end < 0) return out;
    const [statusLine, ...lines] = bytes.toString('latin1', at, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (bytes.length < end + 4 + length) return out;
    out.push({
      status: Number(statusLine!.split(' ')[1]),
      headers,
      body: bytes.toString('utf8', end + 4, end + 4 + length),
    });
    at = end + 4 + length;
  }
}

const get = (path: string, ...headers: string[]) =>
  `GET ${path} HTTP/1.1\r\nHost: a\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`;

describe('pageSockets', () => {
  it('answers pipelined GETs on the socket, in order, with the headers node:http would add', async () => {
    const { port, counts } = await start();
    const client = await rawClient(port);
    client.send(get('/page') + get('/page'));
    const answers = await client.answers(2);
    expect(counts.onSocket).toBe(2);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toBe(PAGE.toString());
      expect(a.headers).toMatchObject({
        'content-type': 'text/html; charset=UTF-8',
        'x-request-id': 'id-1',
        connection: 'keep-alive',
        'keep-alive': `timeout=${KEEP_ALIVE_MS / 1000}`,
      });
      expect(new Date(a.headers.date!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    // The connection stays open for the next request.
    client.send(get('/page'));
    expect((await client.answers(3))[2]!.body).toBe(PAGE.toString());
    expect(client.ended()).toBe(false);
  });

  it('hands the connection to node:http at the first other request, the rest of the bytes with it', async () => {
    const { port, counts } = await start();
    const client = await rawClient(port);
    client.send(
      get('/page') +
        get('/other') +
        'POST /form HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello' +
        get('/page'),
    );
    const answers = await client.answers(4);
    expect(answers.map((a) => a.body)).toEqual([
      PAGE.toString(),
      'node GET /other',
      'node POST /form',
      // Once handed over, node:http answers everything on the connection.
      'node GET /page',
    ]);
    expect(counts.onSocket).toBe(1);
  });

  it('leaves a head split over two reads, a malformed one and a closing one to node:http', async () => {
    const { port } = await start();
    const split = await rawClient(port);
    split.send('GET /page HTTP/1.1\r\nHost: a\r\n');
    await new Promise((r) => setTimeout(r, 50));
    split.send('\r\n');
    expect((await split.answers(1))[0]!.body).toBe('node GET /page');

    const bad = await rawClient(port);
    bad.send(`${get('/page')}GET /page HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n`);
    const answers = await bad.answers(2);
    expect(answers.map((a) => a.status)).toEqual([200, 400]);
    await expect.poll(() => bad.ended()).toBe(true);

    const closing = await rawClient(port);
    closing.send(get('/page', 'Connection: close'));
    const [last] = await closing.answers(1);
    expect(last!.body).toBe('node GET /page');
    expect(last!.headers.connection).toBe('close');
    await expect.poll(() => closing.ended()).toBe(true);
  });

  it('answers, then closes, when the client has sent its last request (half-close)', async () => {
    const { port } = await start();
    const client = await rawClient(port);
    client.socket.end(get('/page'));
    expect((await client.answers(1))[0]!.body).toBe(PAGE.toString());
    await expect.poll(() => client.ended()).toBe(true);
  });

  it('leaves every request to node:http once handOverAll() says so (shutdown)', async () => {
    let stopping = false;
    const { port, counts } = await start({ handOverAll: () => stopping });
    const client = await rawClient(port);
    client.send(get('/page'));
    await client.answers(1);
    stopping = true;
    client.send(get('/page'));
    expect((await client.answers(2))[1]!.body).toBe('node GET /page');
    expect(counts.onSocket).toBe(1);
  });

  it('hands over, losing nothing, when the client does not read its answers', async () => {
    const big = Buffer.alloc(256 * 1024, 'x');
    const { port, counts } = await start({ body: big });
    const client = await rawClient(port);
    client.socket.pause();
    client.send(get('/page').repeat(40));
    await new Promise((r) => setTimeout(r, 200));
    client.socket.resume();
    const answers = await client.answers(40);
    expect(answers).toHaveLength(40);
    // Some on the socket until its buffer filled, node:http's for the rest.
    expect(counts.onSocket).toBeGreaterThan(0);
    expect(counts.onSocket).toBeLessThan(40);
    const onSocket = answers.slice(0, counts.onSocket);
    expect(onSocket.every((a) => a.body === big.toString())).toBe(true);
    expect(answers.slice(counts.onSocket).every((a) => a.body === 'node GET /page')).toBe(true);
  });

  it('at shutdown, keeps a socket open until its answer has all been handed to the kernel', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 'y');
    const { port, connections } = await start({ body: big });
    const client = await rawClient(port);
    client.socket.pause();
    client.send(get('/page'));
    await new Promise((r) => setTimeout(r, 100));
    const drained = connections.drain(Date.now() + 5_000);
    // The client reads only well after the idle grace: the answer is not cut meanwhile.
    await new Promise((r) => setTimeout(r, IDLE_GRACE_MS * 3));
    client.socket.resume();
    const [answer] = await client.answers(1);
    expect(answer!.body.length).toBe(big.length);
    expect(await drained).toMatchObject({ clean: true, cut: 0 });
  });
});
