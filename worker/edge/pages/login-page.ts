// /login, painted before the bundle runs (the client hydrates it; decision 016). The same for
// everyone, so drawn once per isolate.
import { Hono } from "hono";
import type { AppEnv } from "../../lib/types";
import { drawnChunks, indexDocument, onFirstUse } from "./build-files";
import { DOCUMENT_CACHE_CONTROL, drawnAnswer, pageRenderer } from "./drawn";

type Assets = AppEnv["Bindings"]["ASSETS"];

const drawnLogin = onFirstUse(async (assets: Assets, url: URL) => {
  const [index, { loginDocument }, chunks] = await Promise.all([
    indexDocument(assets, url),
    pageRenderer(),
    drawnChunks(assets, url),
  ]);
  return loginDocument(index.html, url, chunks);
});

export const loginPage = new Hono<AppEnv>().get("/login", async (c, next) => {
  try {
    const page = await drawnLogin(c.env.ASSETS, new URL(c.req.url));
    return drawnAnswer(c, page, { "Cache-Control": DOCUMENT_CACHE_CONTROL });
  } catch (error) {
    console.error(`[${c.get("requestId")}] /login render:`, error);
    return next(); // the SPA shell, as before
  }
});
