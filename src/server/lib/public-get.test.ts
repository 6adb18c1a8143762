import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer, Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outboundTexts } from '../../shared/outbound';
import { getPublicBuffer, type OpenPublicOptions, openPublic, statusMessage } from './public-get';
import { OutboundError, type Resolve, resolvePublicTarget, WEB_SCHEMES } from './public-target';

interface Local {
  url: string;
  port: number;
  requests: { path: string; headers: IncomingHttpHeaders }[];
}

const servers: (Server | HttpsServer)[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

/** A server on a loopback address that records each request's path and headers. */
async function serve(
  handler: RequestListener,
  host = '127.0.0.1',
  server: Server | HttpsServer = createServer(),
): Promise<Local> {
  const requests: Local['requests'] = [];
  server.on('request', (req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers });
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, host, r));
  const { port } = server.address() as AddressInfo;
  const scheme = server instanceof HttpsServer ? 'https' : 'http';
  return { url: `${scheme}://${host}:${port}`, port, requests };
}

const answers =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const base = {
  allowPrivate: true,
  timeoutMs: 3000,
  maxBytes: 1024 * 1024,
} satisfies Partial<OpenPublicOptions>;

/** The OutboundError a request ends with (opening it or reading its body), or 'ok'. */
async function failure(opts: OpenPublicOptions): Promise<OutboundError | 'ok'> {
  try {
    await getPublicBuffer(opts);
    return 'ok';
  } catch (err) {
    if (err instanceof OutboundError) return err;
    throw err;
  }
}

const ok: RequestListener = (_req, res) => res.end('ok');

describe('the SSRF guard of user-given URLs', () => {
  it('refuses private addresses without the switch, also one private answer among public ones', async () => {
    const local = await serve(ok);
    const refused = await failure({ ...base, url: `${local.url}/feed.xml`, allowPrivate: false });
    expect(refused).toMatchObject({ code: 'not_public', message: outboundTexts.notPublic });
    const mixed = await failure({
      ...base,
      url: `http://feed.example:${local.port}/feed.xml`,
      allowPrivate: false,
      resolve: answers('93.184.215.14', '127.0.0.1'),
    });
    expect(mixed).toMatchObject({ code: 'not_public' });
    expect(local.requests).toEqual([]);
    // With the development switch the same server is reached.
    const allowed = await getPublicBuffer({ ...base, url: `${local.url}/feed.xml` });
    expect(allowed).toMatchObject({ status: 200, finalUrl: `${local.url}/feed.xml` });
    expect(allowed.body.toString()).toBe('ok');
  });

  it('checks schemes, URLs and names before connecting', async () => {
    const check = (url: string, resolve?: Resolve, schemes = WEB_SCHEMES) =>
      resolvePublicTarget(url, { allowPrivate: false, resolve, schemes }).then(
        () => 'accepted',
        (err: OutboundError) => err.code,
      );
    expect(await check('ftp://example.com/feed.xml')).toBe('scheme');
    expect(await check('http://93.184.215.14/feed.xml', undefined, ['https:'])).toBe('scheme');
    expect(await check('no es una url')).toBe('invalid_url');
    expect(await check('http://feed.example/feed.xml', answers())).toBe('unresolvable');
    expect(await check('http://u:p@feed.example/feed.xml', answers('93.184.215.14'))).toBe(
      'credentials_in_url',
    );
    expect(await check('http://feed.example/feed.xml', answers('93.184.215.14'))).toBe('accepted');
    expect(await failure({ ...base, url: 'file:///etc/passwd' })).toMatchObject({
      code: 'scheme',
      message: 'La dirección debe empezar por http:// o https://',
    });
  });

  it('connects to the address it checked, keeping the name for Host', async () => {
    const local = await serve(ok);
    let calls = 0;
    // A rebinding name: any lookup after the checked one would answer elsewhere.
    const rebinding: Resolve = async () => [
      { address: calls++ === 0 ? '127.0.0.1' : '203.0.113.9', family: 4 },
    ];
    const url = `http://feed.invalid:${local.port}/export/kyero.xml`;
    const res = await getPublicBuffer({ ...base, url, resolve: rebinding });
    expect(res).toMatchObject({ status: 200, finalUrl: url });
    expect(calls).toBe(1);
    expect(local.requests[0]).toMatchObject({
      path: '/export/kyero.xml',
      headers: { host: `feed.invalid:${local.port}` },
    });
  });

  it('checks every redirect again: one to a private address is refused', async () => {
    const intranet = await serve(ok, '127.0.0.2');
    const feed = await serve((req, res) => {
      const to: Record<string, string> = {
        '/loopback': `${intranet.url}/admin`,
        '/literal': 'http://10.0.0.1/admin',
        '/named': `http://intranet.example:${intranet.port}/admin`,
        '/same': '/feed.xml',
      };
      if (to[req.url ?? '']) res.writeHead(302, { location: to[req.url ?? ''] }).end();
      else res.end('<root/>');
    });
    // 127.0.0.1 stands for the public internet here; everything else keeps its real standing.
    const asPublic = {
      ...base,
      allowPrivate: false,
      isPublic: (a: string) => a === '127.0.0.1',
      resolve: answers('192.168.1.10'),
    };
    for (const path of ['/loopback', '/literal', '/named'])
      expect(await failure({ ...asPublic, url: `${feed.url}${path}` }), path).toMatchObject({
        code: 'not_public',
      });
    expect(intranet.requests).toEqual([]);
    const followed = await getPublicBuffer({ ...asPublic, url: `${feed.url}/same` });
    expect(followed).toMatchObject({ status: 200, finalUrl: `${feed.url}/feed.xml` });
    expect(followed.body.toString()).toBe('<root/>');
  });

  it('follows at most maxRedirects redirects', async () => {
    const local = await serve((req, res) => {
      const n = Number(req.url?.slice(1));
      if (n < 10) res.writeHead(n % 2 ? 301 : 307, { location: `/${n + 1}` }).end();
      else res.end('fin');
    });
    expect(await failure({ ...base, url: `${local.url}/0` })).toMatchObject({
      code: 'too_many_redirects',
      message: 'Demasiadas redirecciones',
    });
    expect(local.requests.map((r) => r.path)).toEqual(['/0', '/1', '/2', '/3']);
    const three = await getPublicBuffer({ ...base, url: `${local.url}/7` });
    expect(three).toMatchObject({ status: 200, finalUrl: `${local.url}/10` });
    expect(await failure({ ...base, url: `${local.url}/9`, maxRedirects: 0 })).toMatchObject({
      code: 'too_many_redirects',
    });
  });
});

describe('credentials and conditional requests', () => {
  const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  it('sends Basic credentials to the feed origin and drops them on a redirect elsewhere', async () => {
    const photos = await serve(ok);
    const feed = await serve((req, res) => {
      if (req.headers.authorization !== basic('agencia', 'señal')) res.writeHead(401).end();
      else if (req.url === '/old') res.writeHead(301, { location: '/feed.xml' }).end();
      else if (req.url === '/cdn') res.writeHead(302, { location: `${photos.url}/feed.xml` }).end();
      else res.end('<root/>');
    });
    const auth = { username: 'agencia', password: 'señal' };
    expect((await getPublicBuffer({ ...base, ...auth, url: `${feed.url}/old` })).status).toBe(200);
    expect(feed.requests.map((r) => r.path)).toEqual(['/old', '/feed.xml']);
    const moved = await getPublicBuffer({ ...base, ...auth, url: `${feed.url}/cdn` });
    expect(moved).toMatchObject({ status: 200, finalUrl: `${photos.url}/feed.xml` });
    expect(photos.requests).toHaveLength(1);
    expect(photos.requests[0]!.headers.authorization).toBeUndefined();
    // Credentials written in the URL are sent the same way, never as part of the URL.
    const inUrl = `http://agencia:se%C3%B1al@127.0.0.1:${feed.port}/feed.xml`;
    const fromUrl = await getPublicBuffer({ ...base, url: inUrl });
    expect(fromUrl).toMatchObject({ status: 200, finalUrl: `${feed.url}/feed.xml` });
    // Wrong ones: the status is the caller's to explain.
    const wrong = await getPublicBuffer({
      ...base,
      username: 'agencia',
      password: 'x',
      url: `${feed.url}/feed.xml`,
    });
    expect(wrong.status).toBe(401);
    expect(statusMessage(wrong.status)).toBe(
      'El servidor del feed pide usuario y contraseña, o los indicados no son correctos',
    );
    expect(statusMessage(404)).toBe('El servidor respondió que el feed no existe (404)');
  });

  it('answers a 304 to If-None-Match with an empty body', async () => {
    const local = await serve((req, res) => {
      if (req.headers['if-none-match'] === '"v1"') res.writeHead(304, { etag: '"v1"' }).end();
      else res.writeHead(200, { etag: '"v1"', 'content-type': 'application/xml' }).end('<root/>');
    });
    const first = await getPublicBuffer({ ...base, url: `${local.url}/feed.xml` });
    expect(first.headers.etag).toBe('"v1"');
    const again = await openPublic({
      ...base,
      url: `${local.url}/feed.xml`,
      headers: { 'If-None-Match': first.headers.etag! },
    });
    expect(again.status).toBe(304);
    const chunks: Buffer[] = [];
    for await (const chunk of again.body) chunks.push(chunk);
    expect(chunks).toEqual([]);
    expect(local.requests[1]!.headers['if-none-match']).toBe('"v1"');
  });
});

describe('limits', () => {
  it('refuses a body over maxBytes while it streams, and a Content-Length over it up front', async () => {
    const local = await serve((req, res) => {
      if (req.url === '/declared') {
        res.writeHead(200, { 'content-length': String(60 * 1024 * 1024) });
        res.write('<root>');
        return;
      }
      // Chunked, no Content-Length: only counting tells.
      for (let i = 0; i < 10; i++) res.write(Buffer.alloc(1000, 'a'));
      res.end();
    });
    const streamed = await failure({ ...base, url: `${local.url}/chunked`, maxBytes: 5000 });
    expect(streamed).toMatchObject({ code: 'too_big' });
    expect(await failure({ ...base, url: `${local.url}/chunked`, maxBytes: 10_000 })).toBe('ok');
    const t0 = performance.now();
    await expect(
      openPublic({ ...base, url: `${local.url}/declared`, maxBytes: 50 * 1024 * 1024 }),
    ).rejects.toThrow('El archivo supera el tamaño máximo de 50 MB');
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(outboundTexts.tooBig(1.5 * 1024 * 1024)).toBe('El archivo supera el tamaño máximo de 1,5 MB');
  });

  it('bounds the whole request, not only silences: a server that trickles bytes times out', async () => {
    const local = await serve((_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write('<'), 40);
      res.on('close', () => clearInterval(timer));
    });
    const t0 = performance.now();
    const outcome = await failure({ ...base, url: `${local.url}/feed.xml`, timeoutMs: 400 });
    const elapsed = performance.now() - t0;
    expect(outcome).toMatchObject({ code: 'timeout', message: 'El servidor no respondió a tiempo' });
    expect(elapsed).toBeGreaterThanOrEqual(390);
    expect(elapsed).toBeLessThan(2000);
  });

  it('times out a silent server after idleTimeoutMs, and names a closed port', async () => {
    const local = await serve(() => {}); // accepts, never answers
    const t0 = performance.now();
    const silent = await failure({ ...base, url: local.url, timeoutMs: 5000, idleTimeoutMs: 200 });
    expect(silent).toMatchObject({ code: 'timeout' });
    expect(performance.now() - t0).toBeLessThan(1500);
    expect(await failure({ ...base, url: 'http://127.0.0.1:1/feed.xml' })).toMatchObject({
      code: 'refused',
      message: 'No se pudo conectar con el servidor del feed: rechazó la conexión',
    });
  });

  it('closes the connection when the reader stops early', async () => {
    let closed = false;
    const local = await serve((_req, res) => {
      res.on('close', () => {
        closed = true;
      });
      res.writeHead(200);
      res.write('<root>');
    });
    const res = await openPublic({ ...base, url: local.url });
    for await (const _chunk of res.body) break;
    await expect.poll(() => closed).toBe(true);
  });
});

/** A self-signed certificate for feed.test and 127.0.0.1, made for this run by openssl. */
function selfSigned(): { key: string; cert: string } | null {
  const dir = mkdtempSync(join(tmpdir(), 'public-get-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=feed.test',
        '-addext',
        'subjectAltName=DNS:feed.test,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const tls = selfSigned();

describe.skipIf(!tls)('https', () => {
  it('verifies the certificate against the name, and refuses a redirect down to http', async () => {
    const plain = await serve(ok);
    const secure = await serve(
      (req, res) => {
        if (req.url === '/down') res.writeHead(302, { location: `${plain.url}/feed.xml` }).end();
        else res.end('<root/>');
      },
      '127.0.0.1',
      createHttpsServer({ key: tls!.key, cert: tls!.cert }),
    );
    const url = `https://feed.test:${secure.port}`;
    const resolve = answers('127.0.0.1');
    expect(await failure({ ...base, url: `${url}/feed.xml`, resolve })).toMatchObject({
      code: 'tls',
      message: 'El certificado HTTPS del servidor del feed no es válido',
    });
    const trusted = await getPublicBuffer({ ...base, url: `${url}/feed.xml`, resolve, ca: tls!.cert });
    expect(trusted.body.toString()).toBe('<root/>');
    expect(secure.requests.at(-1)!.headers.host).toBe(`feed.test:${secure.port}`);
    expect(await failure({ ...base, url: `${url}/down`, resolve, ca: tls!.cert })).toMatchObject({
      code: 'insecure_redirect',
    });
    expect(plain.requests).toEqual([]);
  });
});
