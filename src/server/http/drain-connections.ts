import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * A socket without a request in progress is closed only once it has been idle this long since the
 * shutdown began: a client that connected just before may still be sending its request.
 */
export const IDLE_GRACE_MS = 250;

export interface ConnectionDrain {
  /** Requests being answered now. */
  inFlight(): number;
  /**
   * Stops accepting connections and answers every request already received (each with
   * `Connection: close`); idle sockets are closed. Resolves true once every socket is gone, or
   * false at `deadline` (epoch ms), when the sockets still open are destroyed.
   */
  drain(deadline: number): Promise<boolean>;
}

interface Conn {
  active: number;
  idleSince: number;
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

  server.on('connection', (socket: Socket) => {
    conns.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => conns.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const conn = conns.get(req.socket);
    if (conn) conn.active += 1;
    responses.add(res);
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      responses.delete(res);
      if (conn) {
        conn.active -= 1;
        conn.idleSince = Date.now();
      }
    });
  });

  function closeIdle(startedAt: number) {
    const now = Date.now();
    for (const [socket, conn] of conns) {
      if (conn.active === 0 && now - Math.max(conn.idleSince, startedAt) >= IDLE_GRACE_MS) socket.destroy();
    }
  }

  return {
    inFlight: () => responses.size,
    drain(deadline) {
      draining = true;
      const startedAt = Date.now();
      // A response already being prepared tells its client not to reuse the connection.
      for (const res of responses) if (!res.headersSent) res.setHeader('connection', 'close');
      return new Promise((resolve) => {
        // net's close: stop listening, keep the open sockets (see above). One loop turn later: its
        // poll phase first accepts the connections already waiting in the backlog, which closing
        // the listener now would reset.
        setImmediate(() => setImmediate(() => NetServer.prototype.close.call(server)));
        const sweep = setInterval(() => {
          if (conns.size === 0) return finish(true);
          if (Date.now() >= deadline) {
            for (const socket of conns.keys()) socket.destroy();
            return finish(false);
          }
          // In the check phase, right after the poll phase has read whatever the sockets hold:
          // a request already sent is parsed (and so counted active) before its socket is judged idle.
          setImmediate(() => closeIdle(startedAt));
        }, 50);
        function finish(clean: boolean) {
          clearInterval(sweep);
          resolve(clean);
        }
      });
    },
  };
}
