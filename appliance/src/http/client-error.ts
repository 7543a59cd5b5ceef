import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorCatalog } from '../contract/errors';

/**
 * Node's HTTP parser refuses oversized headers and malformed requests before Express runs; answer
 * those in the same JSON error envelope as every other refusal instead of an empty body.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const code = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'VALIDATION';
    const status = code === 'HEADERS_TOO_LARGE' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const body = JSON.stringify({ error: { code, message: errorCatalog[code].message } });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
