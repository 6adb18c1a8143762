import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for CartoCiudad's `find` endpoint, for tests: the real client code runs against
 * it over HTTP. It answers the way the service does (one JSON object, 204 when nothing matches)
 * for a few addresses, and can be told to misbehave.
 */
export type FakeCartoMode = 'normal' | 'slow' | 'html' | 'error' | 'garbage' | 'huge' | 'redirect';

/** Answers by a word of the query, as CartoCiudad gave them (fields trimmed to those we read and a few more). */
const ANSWERS: { match: RegExp; answer: Record<string, unknown> }[] = [
  {
    match: /ponzano/i,
    answer: {
      id: '280790001234',
      province: 'Madrid',
      provinceCode: '28',
      comunidadAutonoma: 'Comunidad de Madrid',
      muni: 'Madrid',
      muniCode: '28079',
      type: 'portal',
      tip_via: 'CALLE',
      address: 'PONZANO',
      portalNumber: 12,
      postalCode: '28003',
      poblacion: 'Madrid',
      lat: 40.43934,
      lng: -3.70182,
      state: 0,
      stateMsg: '',
      countryCode: '011',
    },
  },
  {
    match: /colon/i,
    answer: {
      muni: 'Valencia',
      province: 'Valencia/València',
      type: 'callejero',
      tip_via: 'CALLE',
      address: 'COLON',
      postalCode: null,
      poblacion: 'Valencia',
      lat: 39.47034,
      lng: -0.37179,
      state: 0,
    },
  },
  { match: /^cuenca$/i, answer: { province: 'Cuenca', type: 'provincia', lat: 40.07, lng: -2.13 } },
];

export interface FakeCartoCiudad {
  /** The base to put in GEOCODER_URL. */
  url: string;
  /** The `q` of every request received, in order. */
  queries: string[];
  /** Headers of the last request. */
  lastHeaders: IncomingMessage['headers'] | null;
  setMode(mode: FakeCartoMode): void;
  close(): Promise<void>;
}

export async function startFakeCartoCiudad(): Promise<FakeCartoCiudad> {
  let mode: FakeCartoMode = 'normal';
  const queries: string[] = [];
  const fake: Partial<FakeCartoCiudad> = { queries, lastHeaders: null };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/geocoder/api/geocoder/find') {
      res.writeHead(404).end();
      return;
    }
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    fake.lastHeaders = req.headers;
    if (mode === 'slow') return void setTimeout(() => res.writeHead(204).end(), 3000);
    if (mode === 'html')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Mantenimiento</html>');
    if (mode === 'error') return void res.writeHead(503).end();
    if (mode === 'garbage')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"lat":"norte","lng":1,"type":"portal"}');
    if (mode === 'huge')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(`"${'x'.repeat(200_000)}"`);
    if (mode === 'redirect')
      return void res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end();
    const plain = q.normalize('NFD').replace(/\p{M}/gu, '').trim();
    const found = ANSWERS.find((a) => a.match.test(plain));
    if (!found) return void res.writeHead(204).end();
    res
      .writeHead(200, { 'content-type': 'application/json;charset=UTF-8' })
      .end(JSON.stringify(found.answer));
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/geocoder/api/geocoder`,
    setMode: (m: FakeCartoMode) => {
      mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeCartoCiudad;
}
