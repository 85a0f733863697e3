// Home (/): a member's, drawn with their name, groups and views (decision 021) and their week (decision
// 034); without a session the full app, which sends a visitor to /login (or carries a stored session of
// the previous version over).
import { Hono } from "hono";
import * as v from "valibot";
import { GroupListSchema } from "../../contract/group";
import { HOME_VIEWS_COOKIE, type HomeSeed, parseHomeViews } from "../../contract/home";
import { WeekSchema } from "../../contract/week";
import type { AppEnv } from "../../lib/types";
import { cookieOf, sessionCookieOf } from "../session/cookie";
import type { Reenter } from "../session/internal";
import { drawnChunks, indexDocument } from "./build-files";
import { drawnAnswer, drawnHeaders, pageRenderer } from "./drawn";
import { memberApi, withCookies } from "./member-api";

export const homePage = (reenter: Reenter) =>
  new Hono<AppEnv>().get("/", async (c, next) => {
    if (!sessionCookieOf(c.req.header("Cookie"))) return next();
    const url = new URL(c.req.url);
    const member = memberApi(c, reenter);
    try {
      const [info, groups, week, index, chunks] = await Promise.all([
        member.get("/api/member/info"),
        member.get("/api/group"),
        // Home's '이번 주' (decision 034): drawn when the host answers it; else the client asks.
        member.get("/api/member/week").catch(() => null),
        indexDocument(c.env.ASSETS, url),
        drawnChunks(c.env.ASSETS, url),
      ]);
      const name = v.safeParse(v.object({ data: v.object({ name: v.string() }) }), await info.json().catch(() => null));
      const list = v.safeParse(v.object({ data: GroupListSchema }), await groups.json().catch(() => null));
      const weekBody = week ? await week.json().catch(() => null) : null;
      const thisWeek = week?.ok ? v.safeParse(v.object({ data: WeekSchema }), weekBody) : null;
      if (info.ok && groups.ok && name.success && list.success) {
        const seed: HomeSeed = {
          memberName: name.output.data.name,
          groups: list.output.data.groupMembersPraiseCountInfos,
          views: parseHomeViews(cookieOf(c.req.header("Cookie"), HOME_VIEWS_COOKIE)),
          ...(thisWeek?.success ? { week: thisWeek.output.data } : {}),
        };
        const page = await (await pageRenderer()).drawnDocument(index.html, url, "home", seed, chunks);
        return withCookies(drawnAnswer(c, page, drawnHeaders("home")), member.setCookies());
      }
    } catch (error) {
      console.error(`[${c.get("requestId")}] member home render:`, error);
    }
    // Not drawn (the session is over, the host could not answer): the full app, told what the reads set.
    await next();
    c.res = withCookies(new Response(c.res.body, c.res), member.setCookies());
    c.header("Cache-Control", "private, no-store");
  });
