// The run's turn keeper, started by the global setup: an HTTP server on loopback that gives the e2e
// files their turns, `lanes` at a time, in the order they ask. A file holds its turn as long as its
// request stays open (support/turns.ts), so a file whose process dies also gives its turn back.
// No turn is given before `ready` settles; if it failed, every file is told why instead.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const startTurnKeeper = async (ready: Promise<void>, lanes: number) => {
  let failure: string | undefined;
  const started = ready.catch((error: unknown) => {
    failure = error instanceof Error ? error.message : String(error);
  });
  const waiting: ServerResponse[] = [];
  const holders = new Set<ServerResponse>();

  const giveNextTurn = () => {
    while (holders.size < lanes) {
      const next = waiting.shift();
      if (!next) return;
      holders.add(next);
      next.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
      next.write("your turn\n"); // and left open until the file is done
    }
  };

  const server = createServer((_request, response) => {
    response.on("close", () => {
      const index = waiting.indexOf(response);
      if (index !== -1) waiting.splice(index, 1);
      if (holders.delete(response)) giveNextTurn();
    });
    void started.then(() => {
      if (response.destroyed) return;
      if (failure !== undefined) {
        response.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" }).end(failure);
        return;
      }
      waiting.push(response);
      giveNextTurn();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turn`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
};
