// The login callback page with its way on for a browser without script. (/login itself is a drawn
// page, the same for everyone: declared-pages.ts draws it.)
import { Hono } from "hono";
import type { AppEnv } from "../../lib/types";
import { LOGIN_CALLBACK_PATH } from "../kakao-auth";
import { indexDocument } from "./build-files";

/** The login callback's address (kakao-auth.ts) and the worker's finish for a browser without script. */
const CALLBACK_PATH = LOGIN_CALLBACK_PATH;
const FINISH_PATH = "/auth/kakao/finish";

const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export const loginPage = new Hono<AppEnv>();

// The callback page (the full app's) finishes the login with its script; without script its
// <noscript> refresh hands Kakao's code and state to the worker, which finishes it (decision 042).
loginPage.get(CALLBACK_PATH, async (c, next) => {
  const url = new URL(c.req.url);
  const index = await indexDocument(c.env.ASSETS, url).catch(() => null);
  if (!index?.html.includes("</head>")) return next();
  const refresh = `<noscript><meta http-equiv="refresh" content="0; url=${attribute(`${FINISH_PATH}${url.search}`)}"></noscript>`;
  return c.html(index.html.replace("</head>", `${refresh}</head>`), 200, { "Cache-Control": "no-store" });
});
