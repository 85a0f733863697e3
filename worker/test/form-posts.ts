// What the worker tests of the drawn pages' form posts share (decision 042): the posts that are not
// from our origin, each refused with nothing written, and a member with a group of their own and the
// session cookie a browser of theirs carries.

import { kakaoIdForNickname } from "../dev/test-users";
import { browserLogin, SESSION_COOKIE } from "./browser";
import { bearer, call, loginAs, registerMember } from "./helpers";

/** A form post's headers that do not show it came from our origin: each must be refused. */
export const NOT_FROM_US: [string, Record<string, string>][] = [
  ["from another site", { Origin: "https://evil.example" }],
  ["from an opaque origin (null)", { Origin: "null" }],
  ["with no Origin and no Sec-Fetch-Site", {}],
  ["with no Origin, cross-site by Sec-Fetch-Site", { "Sec-Fetch-Site": "cross-site" }],
];

/**
 * How a refused post's page may be cached: by the browser alone, for going back to it (decision 042),
 * under no Vary the next post's cookies would miss.
 */
export const KEPT_FOR_GOING_BACK = ["private, no-cache", null];
export const cachingOf = (res: Response) => [res.headers.get("Cache-Control"), res.headers.get("Vary")];

/** `nickname` signed up, with a group named `groupName`: their API token, the group and a browser's cookie. */
export const memberWithGroup = async (nickname: string, groupName: string) => {
  await registerMember(nickname, kakaoIdForNickname(nickname));
  const token = (await loginAs(nickname)).accessToken;
  const made = await call("/api/group", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...bearer(token) },
    body: JSON.stringify({ groupName }),
  });
  const groupId = (await made.json<{ data: { groupId: number } }>()).data.groupId;
  const cookie = `${SESSION_COOKIE}=${(await browserLogin(nickname)).cookie}`;
  return { token, groupId, cookie };
};
