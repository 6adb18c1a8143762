import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { PageAnswer, PageRequest } from './page-fast-path';

/**
 * Stored public pages answered on the socket, before node:http: a poster's crowd asks for the same
 * page again and again on keep-alive connections, and node:http's own request and response objects
 * cost more CPU than the rest of such an answer (bench:microsite). Only the plainest request is
 * answered here: a complete `GET /path HTTP/1.1` head in the bytes just read, its header lines in
 * plain ASCII, no body, no protocol change, and a page the store holds for it. At the first request
 * that is anything else (or only partly read, or when the client does not read its answers, or at
 * shutdown) the connection is handed to node:http for good (its own `connection` listener), the
 * bytes not answered yet put back in front of the socket: node:http then parses, refuses or answers
 * them as if it had read them itself. So whatever is odd about a request, node:http judges it.
 */

/** node:http's keep-alive timeout (5 s), kept for the connections answered here. */
export const KEEP_ALIVE_MS = 5_000;
/** node:http's headers timeout (60 s): a connection that sends nothing is closed after it. */
export const HEADERS_MS = 60_000;

const END_OF_HEAD = Buffer.from('\r\n\r\n');
/** Origin-form targets only: an absolute URL, `*` or an authority is node:http's to judge. */
const REQUEST_LINE = /^GET (\/[!-~]*) HTTP\/1\.1$/;
/**
 * A header line: a token, a colon, visible ASCII (and spaces/tabs) only — no obs-fold, no CR or LF.
 * One quantifier per part, so a long line costs linear time whether it matches or not.
 */
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):([\t\x20-\x7e]*)$/;
/** node:http's largest request head (--max-http-header-size): a larger one is its to refuse (431). */
const MAX_HEAD = 16 * 1024;

/** The request headers an answer depends on, by lower-case name. */
const READ: Record<string, keyof PageRequest> = {
  host: 'host',
  'x-forwarded-for': 'forwardedFor',
  'x-forwarded-host': 'forwardedHost',
  'accept-language': 'acceptLanguage',
  'accept-encoding': 'acceptEncoding',
  'if-none-match': 'ifNoneMatch',
  'x-request-id': 'requestId',
  'user-agent': 'userAgent',
  cookie: 'cookie',
};
/** Headers that make a request node:http's: a body, a protocol change, an expectation. */
const NOT_HERE = new Set(['content-length', 'transfer-encoding', 'upgrade', 'expect', 'http2-settings']);

/**
 * A request head (the text before its blank line) read as node:http would, or null when anything
 * in it is not plain: then node:http reads it.
 */
export function parseHead(head: string, remoteAddress: string | undefined): PageRequest | null {
  const lines = head.split('\r\n');
  const target = REQUEST_LINE.exec(lines[0]!);
  if (!target) return null;
  const req: PageRequest = { method: 'GET', url: target[1]!, remoteAddress };
  for (let i = 1; i < lines.length; i++) {
    const line = HEADER_LINE.exec(lines[i]!);
    if (!line) return null;
    const name = line[1]!.toLowerCase();
    const value = line[2]!.trim();
    if (NOT_HERE.has(name)) return null;
    // Only keep-alive: a client closing the connection after this request is node:http's.
    if (name === 'connection' && value.toLowerCase() !== 'keep-alive') return null;
    const field = READ[name];
    if (!field) continue;
    // A repeated header is node:http's to join or drop.
    if (req[field] !== undefined) return null;
    (req as unknown as Record<string, string>)[field] = value;
  }
  return req;
}

/** `Date: …\r\n`, made once a second (as node:http does). */
function dateLine() {
  let second = -1;
  let line = '';
  return () => {
    const now = Date.now();
    if (Math.floor(now / 1000) !== second) {
      second = Math.floor(now / 1000);
      line = `Date: ${new Date(now).toUTCString()}\r\n`;
    }
    return line;
  };
}

/**
 * The `connection` handler that takes node:http's place. `answer` is createPageAnswers' function;
 * `nodeHttp` node:http's own handler, which takes the connections handed over; `handOverAll()` is
 * true once nothing is to be answered here any more (shutdown: node:http tells each client to close).
 */
export function pageSockets(opts: {
  answer: (req: PageRequest) => PageAnswer | null;
  nodeHttp: (socket: Socket) => void;
  handOverAll: () => boolean;
}) {
  // The status line and the page's own headers, as bytes, kept with the page's header list.
  const heads = new WeakMap<readonly string[], Buffer>();
  const headOf = (answer: PageAnswer) => {
    let head = heads.get(answer.headers);
    if (!head) {
      let text = `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n`;
      for (let i = 0; i < answer.headers.length; i += 2)
        text += `${answer.headers[i]}: ${answer.headers[i + 1]}\r\n`;
      head = Buffer.from(text, 'latin1');
      heads.set(answer.headers, head);
    }
    return head;
  };
  const date = dateLine();

  return (socket: Socket) => {
    const onTimeout = () => socket.destroy();
    const onError = () => socket.destroy();
    // The client will send nothing more; everything it sent has been answered.
    const onEnd = () => socket.end();
    const handOver = (rest: Buffer) => {
      socket.off('data', onData);
      socket.off('timeout', onTimeout);
      socket.off('error', onError);
      socket.off('end', onEnd);
      socket.setTimeout(0);
      opts.nodeHttp(socket);
      if (rest.length > 0) socket.unshift(rest);
    };
    const onData = (chunk: Buffer) => {
      let at = 0;
      while (at < chunk.length) {
        // Answers it has not read yet pile up: node:http reads on at the client's pace.
        if (opts.handOverAll() || socket.writableNeedDrain) return handOver(chunk.subarray(at));
        const end = chunk.indexOf(END_OF_HEAD, at);
        if (end < 0) return handOver(chunk.subarray(at));
        if (end - at > MAX_HEAD) return handOver(chunk.subarray(at));
        const request = parseHead(chunk.toString('latin1', at, end), socket.remoteAddress);
        const answer = request && opts.answer(request);
        if (!answer) return handOver(chunk.subarray(at));
        socket.cork();
        socket.write(headOf(answer));
        socket.write(
          `X-Request-Id: ${answer.requestId}\r\n${date()}Connection: keep-alive\r\nKeep-Alive: timeout=${KEEP_ALIVE_MS / 1000}\r\n\r\n`,
          'latin1',
        );
        if (answer.body) socket.write(answer.body);
        socket.uncork();
        at = end + END_OF_HEAD.length;
      }
      socket.setTimeout(KEEP_ALIVE_MS);
    };
    socket.setTimeout(HEADERS_MS);
    socket.on('timeout', onTimeout);
    socket.on('error', onError);
    socket.on('end', onEnd);
    socket.on('data', onData);
  };
}

/**
 * Puts pageSockets in front of a new node:http server: its own connection handler (the only one a
 * new server has) then runs only for the connections handed over.
 */
export function answerPagesOnSockets(
  server: Server,
  opts: Omit<Parameters<typeof pageSockets>[0], 'nodeHttp'>,
): void {
  const [nodeHttp] = server.listeners('connection') as ((socket: Socket) => void)[];
  if (!nodeHttp || server.listenerCount('connection') !== 1)
    throw new Error('node:http: expected exactly one connection listener on a new server');
  server.removeListener('connection', nodeHttp);
  server.on('connection', pageSockets({ ...opts, nodeHttp: (s) => nodeHttp.call(server, s) }));
}
