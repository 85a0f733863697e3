// The landing's answer without script (decision 042, SPEC's 꿀 답장): the member who kept a praise
// picks one of the four words in a `<form method="post">` drawn in the landing, posted here. The post
// becomes the app's own call through the whole stack (PUT /api/receive-praise/reaction: the same
// contract, the same owner check, the same Korean messages). Answered: 303 back to the landing, drawn
// for the member with the word chosen. Refused: the host's message on a page with the way back.
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { REACTION_FAILED } from "../../contract/reaction-form";
import type { AppEnv } from "../../lib/types";
import { contentSecurityPolicy, cspConfig } from "../security";
import { sessionCookieOf } from "../session/cookie";
import type { Reenter } from "../session/internal";
import { callAsPage, formFromUs, formText, refusalOf, refusedFormPage, refuseForm, seeOther } from "./form-post";
import { answerRefusedPage, keepStyleHash, landingPath } from "./keep-choice";
import { MEMBER_PAGE, withCookies } from "./member-api";

/** Logging in first, back to the landing after (the edge's login start keeps the path, decision 026). */
const loginFirst = (uuid: string, setCookies: string[] = []) =>
  seeOther(`/auth/kakao/start?${new URLSearchParams({ returnTo: landingPath(uuid) })}`, setCookies);

export const reactionForm = (reenter: Reenter) =>
  new Hono<AppEnv>().post("/compliment/:id/reaction", async (c) => {
    if (!formFromUs(c)) return refuseForm(c);
    const uuid = c.req.param("id");
    if (!sessionCookieOf(c.req.header("Cookie"))) return loginFirst(uuid);
    const form = await c.req.parseBody();
    // As the page's script sends it: the number, and the word's code ("" is the contract's "pick one").
    const id = formText(form, "receivePraiseId").trim();
    const body = {
      ...(id === "" ? {} : { receivePraiseId: /^\d+$/.test(id) ? Number(id) : id }),
      reaction: formText(form, "reaction"),
    };
    const res = await callAsPage(c, reenter, { method: "PUT", path: "/api/receive-praise/reaction", body });
    const cookies = res.headers.getSetCookie();
    if (res.ok) return seeOther(landingPath(uuid), cookies);
    if (res.status === 401) return loginFirst(uuid, cookies);
    const message = await refusalOf(res, REACTION_FAILED);
    const policy = contentSecurityPolicy(cspConfig(c.env), { styleHashes: [await keepStyleHash()] });
    const page = await c.html(answerRefusedPage(uuid, message), res.status as ContentfulStatusCode, {
      ...MEMBER_PAGE,
      "Content-Security-Policy": policy,
    });
    return refusedFormPage(withCookies(page, cookies));
  });
