// The creator's nudge on their jar's page (SPEC's '진행 상황 공유'): the writing link shared again with
// how far the jar has come — '꿀방울 7개 · D-2' in the hint, the message and its card — where anyone
// else is offered the plain writing link.
import type { JarView } from "@contract/jar";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jarQueries } from "../../api/jars";
import { stampsQuery } from "../../api/stamps";
import { jarProgressArgs } from "../../lib/share-jar";
import { envelope } from "../../test/envelope";
import { renderAt } from "../../test/render-route";

const JAR_ID = "AbCdEfGhIjKlMnOpQrStUv";
const VIEW: JarView = {
  jarId: JAR_ID,
  title: "이달콤님의 송별 꿀단지",
  recipientName: "이달콤",
  occasion: "FAREWELL",
  opensOn: "2026-03-05",
  open: false,
  kept: false,
  closed: false,
  letterCount: 7,
  stamps: [],
  creatorName: "김꿀벌",
  isCreator: true,
  mine: [],
  letters: [],
  today: "2026-03-03",
  anonymousAllowed: false,
};

const renderJar = (view: JarView) => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      envelope(200, String(url).endsWith(`/api/jar/${JAR_ID}`) ? view : { created: [], written: [] }),
    ),
  );
  return renderAt([`/jar/${JAR_ID}`], (client) => {
    client.setQueryData(jarQueries.view(JAR_ID).queryKey, view);
    client.setQueryData(stampsQuery("FAREWELL").queryKey, []);
  });
};

afterEach(() => vi.unstubAllGlobals());

describe("the jar's page, to its creator", () => {
  it("offers '진행 상황 공유' with the count and the days left", async () => {
    renderJar(VIEW);
    const nudge = await screen.findByRole("region", { name: "진행 상황 공유" });
    expect(nudge.textContent).toContain("지금 꿀방울 7개 · D-2. 아직 쓰지 않은 팀원에게 한 번 더 알려주세요.");
    expect(screen.queryByRole("region", { name: "팀 채팅방에 공유하기" })).toBeNull();
  });

  it("and to a writer, the plain writing link", async () => {
    renderJar({ ...VIEW, isCreator: false, letters: undefined });
    expect(await screen.findByRole("region", { name: "팀 채팅방에 공유하기" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "진행 상황 공유" })).toBeNull();
  });
});

describe("jarProgressArgs", () => {
  it("says the progress in the message and asks for the card drawn with it", () => {
    const share = { jarId: JAR_ID, title: VIEW.title, recipientName: "이달콤", occasion: VIEW.occasion };
    const args = jarProgressArgs(share, { count: 7, today: "2026-03-03", opensOn: "2026-03-05" }, "https://kkul.app");
    expect(args.description).toBe("지금 꿀방울 7개 · D-2. 아직 쓰지 않았다면 이달콤님에게 마음을 담아주세요.");
    expect(args.jarImageUrl).toBe(`https://kkul.app/jar/${JAR_ID}/card.png?drops=7&on=2026-03-03`);
    expect(args.id).toBe(JAR_ID);
  });
});
