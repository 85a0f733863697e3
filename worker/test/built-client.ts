// A built client's assets for tests of the pages the worker draws: index.html as Vite writes it and the
// drawn pages' chunk lists, as the assets binding (an override of the test's env) would serve them.
import { pageChunks } from "#drawn/pages";

export const INDEX = `<!doctype html>
<html lang="ko">
  <head>
    <title>꿀단지</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" href="/sxs.css" />
  </head>
  <body>
    <div id="root"></div>
    <noscript>꿀단지를 사용하려면 자바스크립트를 켜주세요.</noscript>
  </body>
</html>`;

/** drawn/pages.json as the build writes it: one chunk of its own per drawn page (web/drawn/pages.ts). */
export const CHUNKS = pageChunks(
  "/assets/drawn-abc.js",
  (view) => [`/assets/${/(\w+)\.tsx$/.exec(view)?.[1]}-abc.js`],
  ["/assets/react-abc.js", "/assets/core-abc.js"],
);

/** `env` overrides with that build in the assets binding. */
export const built = {
  ASSETS: {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      if (path === "/") return new Response(INDEX, { headers: { "Content-Type": "text/html" } });
      if (path === "/drawn/pages.json") return Response.json(CHUNKS);
      return new Response("not found", { status: 404 });
    },
  } as unknown as Fetcher,
};
