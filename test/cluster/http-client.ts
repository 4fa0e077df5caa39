/**
 * A small HTTP client for the cluster suite: one connection per request (so the load balancer
 * spreads them), an optional local source address (a distinct client on 127.0.0.0/8) and a
 * time limit.
 */
import http, { type IncomingHttpHeaders } from 'node:http';

export interface HttpResult {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpOptions {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** Source address, e.g. `127.0.0.77`: the server sees this client address. */
  localAddress?: string;
  timeoutMs?: number;
}

/** Sends one request; rejects on a network error or after `timeoutMs` (default 5 s). */
export function httpRequest(url: string, options: HttpOptions = {}): Promise<HttpResult> {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        agent: false,
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 5000,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out: ${url}`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The `name=value` of the session cookie a login answer sets. */
export function sessionCookie(result: HttpResult): string {
  const cookie = (result.headers['set-cookie'] ?? [])[0];
  if (!cookie) throw new Error(`no session cookie (status ${result.status}): ${result.body}`);
  return cookie.split(';')[0]!;
}
