// The network held: every fetch waits until `answer()` is called, then gets what `respond` makes at
// that moment (so a test can change the answer between two reads, as a retry does).
import { vi } from "vitest";

export const answerLater = (respond: () => Response) => {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      await answered;
      return respond();
    }),
  );
  return answer;
};
