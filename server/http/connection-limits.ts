import type { Server, ServerOptions, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { maxPathLength } from "./request-guards.ts";

/**
 * How long and how large a client may be, set in one place. Node's defaults are made for
 * servers that trust their clients; these are for one that is scanned all day.
 */
export const connectionLimits = {
  // A browser sends its request headers in one packet; ten seconds covers a very slow mobile
  // link, and a connection that trickles its headers (slowloris) is closed after that instead
  // of Node's 60 s default.
  headersTimeout: 10_000,
  // The whole request, body included: the largest body the site takes is 16 KB (forms and
  // account JSON), which even a poor link sends in well under 30 s (Node's default is 5 min).
  requestTimeout: 30_000,
  // Idle time of a kept-alive connection between two requests. A browser opens the next page
  // within seconds or not at all; a proxy in front keeps its pooled connections longer than
  // its own idle timeout (60 s on the usual load balancers) only if this one is longer still.
  keepAliveTimeout: 65_000,
  // How often Node checks the two timeouts above (default 30 s, which would let a slowloris
  // connection live up to 40 s instead of 10).
  connectionsCheckingInterval: 1_000,
  // Request line and headers together: 16 KB, Node's default and more than a browser sends
  // (cookies of this site are small). Beyond it: 431, or 414 when the address alone is too long.
  maxHeaderSize: 16 * 1024,
  // Browsers send about 20 headers; more than 100 is no visitor. Extra ones are dropped.
  maxHeadersCount: 100,
} as const;

/** The server's options; `requestTimeout` from REQUEST_TIMEOUT_MS (tests shorten it), at least the headers' timeout. */
export function serverOptions(requestTimeoutMs: number = connectionLimits.requestTimeout): ServerOptions {
  const { keepAliveTimeout, connectionsCheckingInterval, maxHeaderSize } = connectionLimits;
  const requestTimeout = requestTimeoutMs;
  const headersTimeout = Math.min(connectionLimits.headersTimeout, requestTimeout);
  return { headersTimeout, requestTimeout, keepAliveTimeout, connectionsCheckingInterval, maxHeaderSize };
}

const answer = (status: string, text: string) =>
  `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`;

/**
 * Requests Node refuses before the application sees them: headers over the limit answer 431,
 * or 414 when the request line alone (the address) is over it; a request that timed out
 * answers 408; anything unparseable 400. Never a 500, and the connection is closed.
 * A request whose body is still trickling in when `requestTimeout` runs out is already in the
 * application's hands: its answer, not yet begun, becomes the 408 (never a silent cut).
 */
export function guardConnections(server: Server): void {
  server.maxHeadersCount = connectionLimits.maxHeadersCount;
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    const pending = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (pending && error.code === "ERR_HTTP_REQUEST_TIMEOUT" && socket.writable && !pending.headersSent) {
      const text = "The request took too long to arrive.\n";
      pending.shouldKeepAlive = false;
      pending.writeHead(408, {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": Buffer.byteLength(text),
        "Cache-Control": "no-store",
        Connection: "close",
      });
      pending.end(text, () => socket.destroy());
      return;
    }
    if (!socket.writable || pending) {
      socket.destroy();
      return;
    }
    let reply: string;
    if (error.code === "HPE_HEADER_OVERFLOW") {
      const raw = error.rawPacket?.toString("latin1") ?? "";
      const lineEnd = raw.indexOf("\r\n");
      const requestLine = lineEnd === -1 ? raw.length : lineEnd;
      reply =
        requestLine > maxPathLength
          ? answer("414 URI Too Long", "This address is longer than any page of this site.\n")
          : answer("431 Request Header Fields Too Large", "The request headers are too large.\n");
    } else if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      reply = answer("408 Request Timeout", "The request took too long to arrive.\n");
    } else {
      reply = answer("400 Bad Request", "This request could not be understood.\n");
    }
    socket.end(reply);
  });
}
