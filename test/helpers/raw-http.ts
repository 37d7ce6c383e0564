import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes exactly as given over a plain socket (no client fixes up a bad Host or an absolute-form target) and
 * reads the answer until the server closes the connection (send `Connection: close` or use HTTP/1.0).
 */
export function rawRequest(base: string, text: string, timeoutMs = 10_000): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    const timer = setTimeout(() => socket.destroy(new Error('no answer in time')), timeoutMs);
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = raw.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** An HTTP/1.1 request line and headers, closing the connection after the answer. */
export const http11 = (target: string, headers: Record<string, string>, method = 'GET', body = '') =>
  `${method} ${target} HTTP/1.1\r\n${Object.entries({ Connection: 'close', ...headers, ...(body ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}) })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n${body}`;
