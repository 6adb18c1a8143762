import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * A socket without a request in progress is closed only once it has been idle this long since the
 * shutdown began: a client that connected just before may still be sending its request.
 */
export const IDLE_GRACE_MS = 250;
/**
 * The listener closes once no connection has come in for this long (clients have stopped: a load
 * balancer stops sending when /readyz answers 503). Closing it while connections wait in the
 * kernel's accept queue resets them, though their clients have sent their requests.
 */
export const QUIET_MS = 300;
/**
 * ...and only at the end of a loop turn shorter than this: connections that come while a turn
 * runs (a long one under load) wait unaccepted until the next, whatever the quiet before.
 */
export const SHORT_TURN_MS = 20;
/** The longest the listener stays open after the signal, however steady the traffic. */
export const LISTEN_GRACE_MS = 5_000;

export interface ConnectionDrain {
  /** Requests being answered now. */
  inFlight(): number;
  /** True from the start of the drain. */
  draining(): boolean;
  /**
   * Answers every request received, each with `Connection: close`, while the listener stays open
   * for the connections still coming (QUIET_MS); idle sockets are closed. Resolves once every
   * socket is gone (clean), or at `deadline` (epoch ms), when the sockets still open are destroyed.
   */
  drain(deadline: number): Promise<DrainReport>;
}

export interface DrainReport {
  clean: boolean;
  /** Requests answered during the drain. */
  answered: number;
  /** Sockets accepted during the drain. */
  accepted: number;
  /** Sockets closed without a request: idle keep-alive ones, or never sent one. */
  closedIdle: number;
  /** Sockets destroyed at the deadline (their requests unanswered). */
  cut: number;
}

interface Conn {
  active: number;
  /**
   * When a sweep first found the socket without a request in progress; null until then. Set by a
   * sweep, never at accept or at a response's end: a socket accepted in this poll phase is read
   * only in the next one, and a long poll phase (many requests' synchronous work) would otherwise
   * make a socket whose request is already in its buffer look idle for longer than the grace.
   */
  idleSince: number | null;
}

/**
 * Tracks the HTTP server's sockets from its start. Node's own `server.close()` is not used: it
 * closes at once every socket with no request parsed yet — including ones whose request is already
 * in the socket's buffer, which the client then sees reset although it was sent in time.
 */
export function trackConnections(server: Server): ConnectionDrain {
  const conns = new Map<Socket, Conn>();
  const responses = new Set<ServerResponse>();
  let draining = false;
  /** Until the listener is closed, connections may still come out of the backlog. */
  let listening = true;
  let lastConnectionAt = 0;
  const report: DrainReport = { clean: false, answered: 0, accepted: 0, closedIdle: 0, cut: 0 };

  server.on('connection', (socket: Socket) => {
    if (draining) {
      report.accepted += 1;
      lastConnectionAt = Date.now();
    }
    conns.set(socket, { active: 0, idleSince: null });
    socket.once('close', () => conns.delete(socket));
  });
  // Before the server's own handler, which may answer at once (a stored page): the header must be
  // set before the answer is written.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const conn = conns.get(req.socket);
    if (conn) {
      conn.active += 1;
      conn.idleSince = null;
    }
    responses.add(res);
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      responses.delete(res);
      if (draining) report.answered += 1;
      if (conn) conn.active -= 1;
    });
  });

  /**
   * Runs in the check phase: a socket found idle is closed only by a later sweep, IDLE_GRACE_MS on,
   * so at least one poll phase (which reads what the socket holds) separates the two.
   */
  function closeIdle(startedAt: number) {
    const now = Date.now();
    for (const [socket, conn] of conns) {
      // A request in progress, or an answer not all handed to the kernel yet.
      if (conn.active > 0 || socket.writableLength > 0) {
        conn.idleSince = null;
        continue;
      }
      if (conn.idleSince === null) conn.idleSince = now;
      else if (now - Math.max(conn.idleSince, startedAt) >= IDLE_GRACE_MS) {
        report.closedIdle += 1;
        socket.destroy();
      }
    }
  }

  /**
   * net's close: stop listening, keep the open sockets (see above). Runs in the check phase, right
   * after a poll phase that accepted whatever the kernel's queue held: at the end of a short turn,
   * after QUIET_MS without a connection, nothing waits (or LISTEN_GRACE_MS is up).
   */
  function stopListeningWhenQuiet(startedAt: number, turnStartedAt: number) {
    const now = Date.now();
    const quiet = now - lastConnectionAt >= QUIET_MS && now - turnStartedAt < SHORT_TURN_MS;
    if (!quiet && now - startedAt < LISTEN_GRACE_MS) return;
    NetServer.prototype.close.call(server);
    listening = false;
  }

  return {
    inFlight: () => responses.size,
    draining: () => draining,
    drain(deadline) {
      draining = true;
      const startedAt = Date.now();
      lastConnectionAt = startedAt;
      // A response already being prepared tells its client not to reuse the connection.
      for (const res of responses) if (!res.headersSent) res.setHeader('connection', 'close');
      return new Promise((resolve) => {
        const sweep = setInterval(() => {
          if (conns.size === 0 && !listening) return finish(true);
          if (Date.now() >= deadline) {
            report.cut = conns.size;
            for (const socket of conns.keys()) socket.destroy();
            return finish(false);
          }
          // In the check phase, right after the poll phase has accepted what the listener's queue
          // holds and read whatever the sockets hold: a request already sent is parsed (and so
          // counted active) before its socket is judged idle.
          const turnStartedAt = Date.now();
          setImmediate(() => {
            if (listening) stopListeningWhenQuiet(startedAt, turnStartedAt);
            closeIdle(startedAt);
          });
        }, 50);
        function finish(clean: boolean) {
          clearInterval(sweep);
          resolve({ ...report, clean });
        }
      });
    },
  };
}
