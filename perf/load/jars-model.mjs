// The shared jar wave's model (perf/load/jars.mjs) and the calls that keep it: each letter
// written, edited, deleted or hidden through the real path is written down only once the host said yes.
const GUEST_LIMIT_MESSAGE = "한 꿀단지에 편지는 3개까지 쓸 수 있어요.";
const LINES = [
  "함께 일해서 정말 즐거웠어요. 새로운 곳에서도 늘 응원할게요!",
  "힘들 때마다 먼저 웃어줘서 고마웠어요.",
  "회의 때마다 차분하게 정리해줘서 든든했어요.",
  "생일 축하해요! 올해도 꽃길만 걸어요 🎉",
  "승진 축하드려요. 누구보다 자격 있는 사람이에요.",
];
/**
 * @template T
 * @param {T[]} list
 * @returns {T}
 */
export const pick = (list) => /** @type {T} */ (list[Math.floor(Math.random() * list.length)]);

/**
 * @param {{
 *   call: import("./http.mjs").Call,
 *   http: { state: { phase: string } },
 *   base: string,
 *   runId: string,
 *   fail: (what: string) => void,
 * }} run
 */
export const jarWriting = ({ call, http, base, runId, fail }) => {
  const guestHeaders = { "X-Kkul-Request": "1", Origin: base }; // decision 021, as the jar page sends them
  let seq = 0;
  const letterText = () => `${pick(LINES)} #${runId}-${++seq}`;
  // jar: { i, jarId, keepKey, title, creator, letters: Map<letterId, letter>, refusedFull, free }
  // letter: { letterId, writer, name, content, stamp, state: "live" | "hidden" | "deleted", fixed, hiding }
  const accept = (jar, writer, content, stamp, letterId, fixed) => {
    const letter = { letterId, writer, name: writer.displayName, content, stamp, state: "live", fixed, hiding: false };
    if (jar.letters.has(letterId)) fail(`${jar.title}: letter id ${letterId} given twice`);
    jar.letters.set(letterId, letter);
    writer.letters.push(letter);
    return letter;
  };
  const live = (jar) => [...jar.letters.values()].filter((l) => l.state === "live");

  /** One letter; answers the accepted letter, or the refusal's status. */
  const write = async (writer, jar, { fixed = false } = {}) => {
    const content = letterText();
    const stamp = 11 + Math.floor(Math.random() * 5); // a farewell jar's own (decision 044)
    const res = await call("POST", `/api/jar/${jar.jarId}/letters`, {
      name: "POST /api/jar/:jarId/letters",
      from: writer,
      headers: writer.guest ? { ...guestHeaders, ...(writer.cookie ? { Cookie: writer.cookie } : {}) } : {},
      body: { content, honeyStampId: stamp, ...(writer.guest ? { writerName: writer.name } : {}) },
      expect: [201, 409, 429],
    });
    if (res.status !== 201) {
      const message = res.json?.message ?? "";
      if (res.status === 409 && /가득/.test(message)) jar.refusedFull.push(writer);
      else if (res.status === 429 && writer.guest && message === GUEST_LIMIT_MESSAGE) writer.refusedLimit++;
      else fail(`${writer.name} in ${jar.title}: ${res.status} ${message}`);
      return res.status;
    }
    if (writer.guest && !writer.cookie) {
      const set = res.headers.getSetCookie().find((c) => c.startsWith("__Host-kkul-writer="));
      if (!set) fail(`${writer.name}: first letter without a writer cookie`);
      else writer.cookie = set.split(";")[0];
    }
    if (!writer.guest && !writer.wroteIn.has(jar.jarId)) writer.wroteIn.set(jar.jarId, http.state.phase);
    return accept(jar, writer, content, stamp, res.data.letterId, fixed);
  };
  const guestCount = (writer) => writer.letters.filter((l) => l.state !== "deleted").length;

  const edit = async (writer, jar, letter) => {
    const content = letterText();
    const stamp = 11 + Math.floor(Math.random() * 5); // a farewell jar's own (decision 044)
    await call("PATCH", `/api/jar/${jar.jarId}/letters/${letter.letterId}`, {
      name: "PATCH /api/jar/:jarId/letters/:letterId",
      from: writer,
      headers: writer.guest ? { ...guestHeaders, Cookie: writer.cookie } : {},
      body: { content, honeyStampId: stamp },
    });
    Object.assign(letter, { content, stamp });
  };
  const remove = async (who, jar, letter) => {
    await call("DELETE", `/api/jar/${jar.jarId}/letters/${letter.letterId}`, {
      name: "DELETE /api/jar/:jarId/letters/:letterId",
      from: who,
      headers: who.guest ? { ...guestHeaders, Cookie: who.cookie } : {},
    });
    letter.state = who === letter.writer ? "deleted" : "hidden";
  };
  /** The writer's own view: `mine` must be their live letters (a hide in flight may go either way). */
  const readMine = async (writer, jar) => {
    const view = await call("GET", `/api/jar/${jar.jarId}`, {
      name: "GET /api/jar/:jarId",
      from: writer,
      headers: writer.cookie ? { Cookie: writer.cookie } : {},
    });
    const unsure = new Set(writer.letters.filter((l) => l.hiding).map((l) => l.letterId));
    const got = view.data.mine.filter((l) => !unsure.has(l.letterId)).map((l) => `${l.letterId}:${l.content}`);
    const want = writer.letters
      .filter((l) => l.state === "live" && !unsure.has(l.letterId) && jar.letters.get(l.letterId) === l)
      .map((l) => `${l.letterId}:${l.content}`);
    if (JSON.stringify(got.sort()) !== JSON.stringify(want.sort()))
      fail(`${writer.name}: own letters ${got.length} in ${jar.title}, expected ${want.length}`);
  };

  return { write, edit, remove, readMine, live, guestCount };
};
