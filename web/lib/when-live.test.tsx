// What only the browser knows is drawn once a drawn page is live: the hydration matches the worker's
// drawing, and going live draws that part alone, not the page around it again.
import { act, render, screen } from "@testing-library/react";
import { useLayoutEffect, useSyncExternalStore } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it, onTestFinished, vi } from "vitest";
import { WhenLive } from "./when-live";

type Commit = { live: boolean; shown: boolean };

/** Whether the page is live by React's own store, and whether the live part is on screen, at each of its commits. */
function Watch({ commits }: { commits: Commit[] }) {
  const live = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  useLayoutEffect(() => {
    commits.push({ live, shown: document.body.textContent?.includes("링크") ?? false });
  });
  return null;
}

function Page({ draws, commits = [] }: { draws: string[]; commits?: Commit[] }) {
  draws.push("page");
  return (
    <main>
      <h1>꿀단지</h1>
      <WhenLive>{() => <p>{`링크: ${location.origin}/jar/1`}</p>}</WhenLive>
      <Watch commits={commits} />
    </main>
  );
}

it("hydrates as the worker drew it, then shows the live part as a transition, without drawing the page again", async () => {
  const drawn = renderToString(<Page draws={[]} />);
  expect(drawn).toBe("<main><h1>꿀단지</h1></main>");

  const container = document.createElement("div");
  container.innerHTML = drawn;
  document.body.append(container);
  onTestFinished(() => container.remove());
  const draws: string[] = [];
  const commits: Commit[] = [];
  const mismatch = vi.fn();
  await act(async () => {
    const root = hydrateRoot(container, <Page draws={draws} commits={commits} />, { onRecoverableError: mismatch });
    onTestFinished(() => root.unmount());
  });

  expect(mismatch).not.toHaveBeenCalled();
  expect(container.textContent).toBe(`꿀단지링크: ${location.origin}/jar/1`);
  expect(draws).toEqual(["page"]);
  // Going live is drawn at once; the part, after, in a draw that can yield.
  expect(commits).toEqual([
    { live: false, shown: false },
    { live: true, shown: false },
  ]);
});

it("is in the first frame of a page the client draws itself", () => {
  const draws: string[] = [];
  render(<Page draws={draws} />);
  expect(screen.getByText(`링크: ${location.origin}/jar/1`)).toBeTruthy();
  expect(draws).toEqual(["page"]);
});
