// A jar looks and speaks like its occasion (decision 044): the page asks for the occasion's stamps and
// offers only those, in its colours and with its picture; a letter written before with one of the
// eight praise stamps still shows it, and keeps it on offer while it is changed.
import type { JarView, Letter } from "@contract/jar";
import type { Stamp } from "@contract/stamp";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jarQueries } from "../../api/jars";
import { envelope } from "../../test/envelope";
import { logIn, renderAt } from "../../test/render-route";
import { getCssText } from "../../ui/theme";

const JAR_ID = "AbCdEfGhIjKlMnOpQrStUv";

const own = (id: number, stampName: string, name: string, occasion: Stamp["occasion"]): Stamp => ({
  id,
  stampName,
  imageUrl: `/images/stamps/${name}.svg`,
  ...(occasion ? { occasion } : {}),
});
const PRAISE = [own(1, "왕꼼꼼이", "stamp-1", undefined), own(2, "센스 만점", "stamp-2", undefined)];
const CATALOGUES: Record<string, Stamp[]> = {
  FAREWELL: [
    own(11, "고마웠어요", "farewell-1", "FAREWELL"),
    own(12, "새 출발 응원", "farewell-2", "FAREWELL"),
    own(13, "꽃길만 걸어요", "farewell-3", "FAREWELL"),
    ...PRAISE,
  ],
  BIRTHDAY: [
    own(21, "생일 축하해요", "birthday-1", "BIRTHDAY"),
    own(22, "오늘의 주인공", "birthday-2", "BIRTHDAY"),
    ...PRAISE,
  ],
};

const VIEW: JarView = {
  jarId: JAR_ID,
  title: "이달콤님의 송별 꿀단지",
  recipientName: "이달콤",
  occasion: "FAREWELL",
  opensOn: "2026-03-05",
  open: false,
  kept: false,
  closed: false,
  letterCount: 0,
  stamps: [],
  creatorName: "김꿀벌",
  isCreator: false,
  mine: [],
  today: "2026-03-03",
};

/** The host: the jar's view, and the catalogue for the occasion the page asks with. */
const renderJar = (view: JarView) => {
  const fetch = vi.fn(async (url: string) => {
    const asked = new URL(String(url), "http://localhost");
    if (asked.pathname === "/api/stamp")
      return envelope(200, { stampDtos: CATALOGUES[asked.searchParams.get("occasion") ?? ""] ?? PRAISE });
    if (asked.pathname === `/api/jar/${JAR_ID}`) return envelope(200, view);
    return envelope(200, { created: [], written: [] });
  });
  vi.stubGlobal("fetch", fetch);
  renderAt([`/jar/${JAR_ID}`], (client) => client.setQueryData(jarQueries.view(JAR_ID).queryKey, view));
  return fetch;
};

const offered = async () => {
  const group = await screen.findByRole("radiogroup", { name: "꿀도장 선택" });
  await within(group).findAllByRole("radio");
  return within(group)
    .getAllByRole("radio")
    .map((radio) => radio.closest("label")?.textContent);
};

afterEach(() => vi.unstubAllGlobals());

describe("a jar's occasion on its writing page", () => {
  it("offers a farewell jar's farewell stamps, not the praise stamps, asked for with its occasion", async () => {
    const fetch = renderJar(VIEW);
    expect(await offered()).toEqual(["고마웠어요", "새 출발 응원", "꽃길만 걸어요"]);
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining("/api/stamp?occasion=FAREWELL"), expect.anything());
    const summary = screen.getByRole("region", { name: "꿀단지 정보" });
    expect(summary.querySelector("img")?.getAttribute("src")).toBe("/images/occasions/farewell.svg");
    // Coloured by a class (the drawn page admits no inline style), whose rule sets the farewell's ink.
    expect(summary.getAttribute("style")).toBeNull();
    const rules = getCssText();
    const named = [...summary.classList].filter((name) =>
      new RegExp(`\\.${name}\\s*\\{\\s*--occasion-soft:\\s*#EEF5FF`, "i").test(rules),
    );
    expect(named).toHaveLength(1);
  });

  it("offers a birthday jar its own stamps and picture", async () => {
    renderJar({ ...VIEW, occasion: "BIRTHDAY", title: "이달콤님의 생일 꿀단지" });
    expect(await offered()).toEqual(["생일 축하해요", "오늘의 주인공"]);
    const summary = screen.getByRole("region", { name: "꿀단지 정보" });
    expect(summary.querySelector("img")?.getAttribute("src")).toBe("/images/occasions/birthday.svg");
  });

  it("shows a letter written before with a praise stamp, and keeps that stamp on offer while it is changed", async () => {
    logIn();
    const before: Letter = {
      letterId: 4,
      writerName: "김꿀벌",
      guest: false,
      content: "센스 있는 선배",
      honeyStampId: 2,
      writtenAt: "2026-03-01T01:00:00Z",
    };
    renderJar({ ...VIEW, letterCount: 1, mine: [before], stamps: [{ honeyStampId: 2, count: 1 }] });
    const mine = await screen.findByRole("list", { name: "내가 쓴 편지" });
    expect(await within(mine).findByRole("img", { name: "센스 만점" })).toBeTruthy();
    fireEvent.click(within(mine).getByRole("button", { name: "고치기" }));
    const editing = await screen.findByRole("form", { name: "편지 고치기" });
    const radios = within(editing).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      "고마웠어요",
      "새 출발 응원",
      "꽃길만 걸어요",
      "센스 만점",
    ]);
    expect(radios.find((radio) => radio.checked)?.value).toBe("2");
  });
});
