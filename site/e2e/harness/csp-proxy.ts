/**
 * Stands in front of the real server and adds a Content-Security-Policy header to every
 * response, so the browser enforces the site's policy exactly as a strict host would: scripts
 * from the site's own origin only, plus 'wasm-unsafe-eval', which lets Pagefind (the site
 * search) compile its WebAssembly and allows no eval of JavaScript.
 */
import http from 'node:http';

export const CSP = "script-src 'self' 'wasm-unsafe-eval'";

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export function startCspProxy(upstream: string, policy = CSP): Promise<RunningServer> {
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-security-policy': policy });
        answer.pipe(res);
      },
    );
    forward.on('error', (err) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${err.message}`);
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
