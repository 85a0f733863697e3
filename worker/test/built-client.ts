// A built client's assets for tests of the pages the worker draws: index.html as Vite writes it and the
// drawn pages' chunk lists, as the assets binding (an override of the test's env) would serve them.
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

export const CHUNKS = {
  entry: "/assets/drawn-abc.js",
  first: ["/assets/react-abc.js", "/assets/core-abc.js"],
  landing: ["/assets/landing-abc.js"],
  login: ["/assets/login-abc.js"],
  home: ["/assets/home-abc.js"],
  jar: ["/assets/jar-abc.js"],
};

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
