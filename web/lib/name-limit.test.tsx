// The name fields (sign-up, profile, send's receiver): SPEC §5's '8자 이내로 입력해주세요.' shows at the
// refused ninth character, and goes once the field holds a valid name and focus moves on.
import type { MemberInfo } from "@contract/member";
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { groupQueries } from "../api/groups";
import { memberQueries } from "../api/member";
import { logIn, renderAt } from "../test/render-route";

const TOO_LONG = "8자 이내로 입력해주세요.";
const MEMBER: MemberInfo = {
  memberId: 7,
  name: "김꿀벌",
  email: "honeybee@example.com",
  imageUrl: "/images/profile/profile-2.svg",
  receivePraiseCount: 0,
  sendPraiseCount: 0,
  bestStamp: "",
};

beforeEach(() => logIn());

const refuseThenLeave = async (label: string, kept: string) => {
  const input = (await screen.findByLabelText(label)) as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: "아홉글자가넘는긴이름" } }); // a paste of 10
  expect(input.value).toBe(kept);
  expect(screen.getByText(TOO_LONG)).toBeTruthy(); // SPEC's message at the refused characters
  fireEvent.blur(input);
  expect(screen.queryByText(TOO_LONG)).toBeNull();
  expect(input.value).toBe(kept);
};

describe("a name field after a refused ninth character", () => {
  it("/signup/name: the message goes once focus moves on", async () => {
    window.localStorage.clear();
    renderAt(["/signup/name"]);
    const input = (await screen.findByLabelText("이름")) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "꿀벌이" } });
    await refuseThenLeave("이름", "꿀벌이");
  });

  it("/profile/update: the message goes once focus moves on", async () => {
    renderAt(["/profile/update"], (client) => {
      client.setQueryData(memberQueries.profileImages().queryKey, { "2": "/images/profile/profile-2.svg" });
      client.setQueryData(memberQueries.info().queryKey, MEMBER);
    });
    await refuseThenLeave("이름", "김꿀벌");
  });

  it("send step 1's receiver: the message goes once focus moves on", async () => {
    renderAt(["/", "/compliment/send/target"], (client) => client.setQueryData(groupQueries.list().queryKey, []));
    const input = (await screen.findByLabelText("받는 사람")) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "이달콤" } });
    await refuseThenLeave("받는 사람", "이달콤");
  });
});
