// The ceiling: a bare node:http server answering each measured path with the very bytes the
// portal answered it with (read once from BENCH_BODIES), so a ratio compares like with like.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.BENCH_BODIES, 'utf8'))).map(([url, { type, body }]) => [
    url,
    { headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) }, body },
  ]),
);

http
  .createServer((req, res) => {
    const answer = bodies.get(req.url);
    if (!answer) {
      res.writeHead(404, { 'content-length': 0 });
      return res.end();
    }
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
