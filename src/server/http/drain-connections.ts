import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * A socket without a request in progress is closed only once it has been idle this long since the
 * shutdown began: a client that connected just before may still be sending its request.
 */
export const IDLE_GRACE_MS = 250;
/**
 * The longest the listener stays open after the signal, accepting connections already queued.
 * A backstop only (it closes after a loop turn that accepted none): under load one turn can take
 * most of a second (40 listings being created at once), and a loaded machine accepted the 50
 * connections of the shutdown test one loop turn at a time: at 1 s, and once at 3 s, the last
 * queued ones were reset though their requests had been sent. Well within the 10 s the whole stop
 * may take.
 */
export const LISTEN_GRACE_MS = 5_000;

export interface ConnectionDrain {
  /** Requests being answered now. */
  inFlight(): number;
  /** True from the start of the drain. */
  draining(): boolean;
  /**
   * Stops accepting connections and answers every request already received (each with
   * `Connection: close`); idle sockets are closed. Resolves once every socket is gone (clean), or
   * at `deadline` (epoch ms), when the sockets still open are destroyed.
   */
  drain(deadline: number): Promise<DrainReport>;
}

export interface DrainReport {
  clean: boolean;
  /** Requests answered during the drain. */
  answered: number;
  /** Sockets accepted during the drain (already waiting when the signal came). */
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
  const report: DrainReport = { clean: false, answered: 0, accepted: 0, closedIdle: 0, cut: 0 };

  server.on('connection', (socket: Socket) => {
    if (draining) report.accepted += 1;
    conns.set(socket, { active: 0, idleSince: null });
    socket.once('close', () => conns.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
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
   * net's close: stop listening, keep the open sockets (see above) — but only once the connections
   * already waiting in the kernel's backlog are accepted: closing the listener resets them, though
   * their clients have sent their requests. A busy loop accepts them one poll phase at a time, so
   * the listener closes after a loop turn that accepted none (or at LISTEN_GRACE_MS).
   */
  function stopListening(startedAt: number) {
    let seen = -1;
    const check = () => {
      if (report.accepted === seen || Date.now() - startedAt >= LISTEN_GRACE_MS) {
        NetServer.prototype.close.call(server);
        listening = false;
        return;
      }
      seen = report.accepted;
      setImmediate(check);
    };
    setImmediate(check);
  }

  return {
    inFlight: () => responses.size,
    draining: () => draining,
    drain(deadline) {
      draining = true;
      const startedAt = Date.now();
      // A response already being prepared tells its client not to reuse the connection.
      for (const res of responses) if (!res.headersSent) res.setHeader('connection', 'close');
      return new Promise((resolve) => {
        stopListening(startedAt);
        const sweep = setInterval(() => {
          if (conns.size === 0 && !listening) return finish(true);
          if (Date.now() >= deadline) {
            report.cut = conns.size;
            for (const socket of conns.keys()) socket.destroy();
            return finish(false);
          }
          // In the check phase, right after the poll phase has read whatever the sockets hold:
          // a request already sent is parsed (and so counted active) before its socket is judged idle.
          setImmediate(() => closeIdle(startedAt));
        }, 50);
        function finish(clean: boolean) {
          clearInterval(sweep);
          resolve({ ...report, clean });
        }
      });
    },
  };
}
