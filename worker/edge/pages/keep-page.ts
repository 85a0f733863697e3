// Keeping a praise without script (decision 042, SPEC §4): the landing's '꿀 저장하기' is a form that
// leads here, to the member's groups drawn by the worker (keep-choice.ts); the choice posts back to
// this address. The post becomes the app's own calls through the whole stack (POST /api/group for a
// member's first group, then POST /api/receive-praise): the same validation and the same Korean
// messages. Kept (or kept before: a double submit writes once): 303 back to the landing, drawn for
// the member with the praise in their group. Refused: the choice again with the API's message.
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import { GENERIC_ERROR } from "../../contract/errors";
import { CreatedGroupSchema, GroupListSchema } from "../../contract/group";
import { keepPath } from "../../contract/keep";
import type { AppEnv } from "../../lib/types";
import { contentSecurityPolicy, cspConfig } from "../security";
import { sessionCookieOf } from "../session/cookie";
import type { Reenter } from "../session/internal";
import { formFromUs, formText, postAsPage, refusalOf, refusedFormPage, refuseForm, seeOther } from "./form-post";
import { type KeepChoice, keepChoicePage, keepStyleHash, landingPath } from "./keep-choice";
import { MEMBER_PAGE, memberApi, withCookies } from "./member-api";
import { readPraise } from "./preview";

/** Said when the post chose no group (the radio buttons are required: a browser that ignores it). */
export const KEEP_NO_GROUP = "저장할 그룹을 선택해주세요.";

/** Logging in first, back to this page after (the edge's login start keeps the path, decision 026). */
const loginFirst = (uuid: string, setCookies: string[] = []) =>
  seeOther(`/auth/kakao/start?${new URLSearchParams({ returnTo: keepPath(uuid) })}`, setCookies);

const cookiesOf = (...answers: (Response | null)[]) => answers.flatMap((res) => res?.headers.getSetCookie() ?? []);

export const keepPage = (reenter: Reenter) => {
  const pages = new Hono<AppEnv>();

  /**
   * The choice as the member sees it now. Without `echo` (a GET), a praise that cannot be kept here
   * (unknown, their own, kept already) sends them back to the landing, which says why.
   */
  const drawChoice = async (
    c: Context<AppEnv>,
    uuid: string,
    echo?: Omit<KeepChoice, "uuid" | "praise" | "groups">,
    status = 200,
    earlier: string[] = [],
  ) => {
    const member = memberApi(c, reenter);
    const [read, list] = await Promise.all([
      readPraise(member.get, uuid),
      member.get("/api/group").then(
        async (res) => v.safeParse(v.object({ data: GroupListSchema }), await res.json().catch(() => null)),
        () => null,
      ),
    ]);
    const setCookies = [...earlier, ...member.setCookies()];
    if (member.ended()) return loginFirst(uuid, setCookies);
    const praise = "praise" in read ? read.praise : null;
    if (!echo && (!praise || praise.sendStatus === "MYSELF" || praise.groupId !== -1)) {
      return seeOther(landingPath(uuid), setCookies);
    }
    const groups = list?.success
      ? list.output.data.groupMembersPraiseCountInfos.map(({ groupId, groupName }) => ({ groupId, groupName }))
      : null;
    const page = keepChoicePage({
      uuid,
      praise,
      groups,
      ...echo,
      ...(groups ? {} : { message: echo?.message ?? GENERIC_ERROR }),
    });
    const policy = contentSecurityPolicy(cspConfig(c.env), { styleHashes: [await keepStyleHash()] });
    const answer = await c.html(page, (groups ? status : 503) as ContentfulStatusCode, {
      ...MEMBER_PAGE,
      "Content-Security-Policy": policy,
    });
    const drawn = withCookies(answer, setCookies);
    return echo ? refusedFormPage(drawn) : drawn;
  };

  pages.get("/compliment/:id/keep", async (c) => {
    const uuid = c.req.param("id");
    if (!sessionCookieOf(c.req.header("Cookie"))) return loginFirst(uuid);
    return drawChoice(c, uuid);
  });

  pages.post("/compliment/:id/keep", async (c) => {
    if (!formFromUs(c)) return refuseForm(c);
    const uuid = c.req.param("id");
    if (!sessionCookieOf(c.req.header("Cookie"))) return loginFirst(uuid);
    const form = await c.req.parseBody();
    const chosen = Number(formText(form, "groupId"));
    const groupName = formText(form, "groupName");
    const echo = { chosen: Number.isInteger(chosen) && chosen > 0 ? chosen : null, groupName };

    // A member's first group is made first, with the name they typed (the API's rules and words).
    let created: Response | null = null;
    let groupId = echo.chosen;
    if (groupId === null && groupName !== "") {
      created = await postAsPage(c, reenter, "/api/group", { groupName });
      const body = v.safeParse(
        v.object({ data: CreatedGroupSchema }),
        await created
          .clone()
          .json()
          .catch(() => null),
      );
      if (created.status === 401) return loginFirst(uuid, cookiesOf(created));
      if (!created.ok || !body.success) {
        const message = await refusalOf(created, GENERIC_ERROR);
        return drawChoice(c, uuid, { ...echo, message }, created.status, cookiesOf(created));
      }
      groupId = body.output.data.groupId;
    }
    if (groupId === null) return drawChoice(c, uuid, { ...echo, message: KEEP_NO_GROUP }, 400);

    const kept = await postAsPage(c, reenter, "/api/receive-praise", { praiseUuid: uuid, groupId });
    const setCookies = cookiesOf(created, kept);
    // 409: kept already (this post's twin, or another visit): the landing shows it kept, once.
    if (kept.ok || kept.status === 409) return seeOther(landingPath(uuid), setCookies);
    if (kept.status === 401) return loginFirst(uuid, setCookies);
    const message = await refusalOf(kept, GENERIC_ERROR);
    return drawChoice(c, uuid, { ...echo, chosen: groupId, message }, kept.status, setCookies);
  });

  return pages;
};
