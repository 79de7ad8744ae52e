// The site behind HTTPS and HTTP/2, as an agent's domains serve it in production: a TLS reverse
// proxy in front of `promptplay serve` (README, "Configuration": FORWARDED_ALLOW_IPS). The
// measuring scripts put it in front of their server so that a browser loads the page as a
// phone would, every file on one multiplexed connection, rather than over plain HTTP/1.1,
// where the page's scripts queue six at a time. Its certificate is made for the run (the
// browser is started with --ignore-certificate-errors); WebSockets pass through as HTTP/1.1.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Headers of one hop, never forwarded (HTTP/2 forbids them outright).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
  'http2-settings',
]);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'pp-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1'].concat([
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `headers` without HTTP/2's pseudo-headers and the headers of one hop. */
function endToEnd(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );
}

function forwarded(headers, authority) {
  // The agent is chosen by the host name; the server believes the scheme from its proxy.
  return { ...endToEnd(headers), host: authority, 'x-forwarded-proto': 'https' };
}

/** Serves `base` (http://localhost:PORT) at https://localhost:<another port>. */
export async function startTlsFront(base) {
  const target = new URL(base);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const authority = request.headers[':authority'] ?? request.headers.host;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: forwarded(request.headers, authority),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  // The realtime socket: an HTTP/1.1 upgrade, relayed byte for byte once its request is sent on.
  server.on('upgrade', (request, socket, head) => {
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      lines.push('X-Forwarded-Proto: https');
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  });
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    base: `https://localhost:${port}`,
    stop: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}
