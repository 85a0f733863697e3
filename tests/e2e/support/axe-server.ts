// axe-core's source at an address of its own for the run, started by the global setup: a page loads it
// as a script that Chromium keeps in the context's HTTP cache and, from its third use, compiles from
// its code cache, where an injected copy of the source is parsed and compiled again on every page.
// Only the a11y pages load it (their contexts bypass the app's CSP, support/axe.ts).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

const require = createRequire(import.meta.url);

export const serveAxe = async () => {
  const source = readFileSync(require.resolve("axe-core/axe.min.js"));
  const server = createServer((_request, response) => {
    response
      .writeHead(200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
      })
      .end(source);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/axe.min.js`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
};
