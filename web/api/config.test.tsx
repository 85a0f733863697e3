// A drawn page hydrates what the worker drew without the client settings: a part that the settings
// turn on (the relay's button, the answer share) must hydrate as drawn, whatever the cache holds by
// then, and show once the page is live.
import { QueryClientProvider } from "@tanstack/react-query";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it, vi } from "vitest";
import { TEST_CONFIG, testQueryClient } from "../test/render-route";
import { clientConfigQuery, useClientConfig } from "./config";

function RelayProbe() {
  return <p>{useClientConfig()?.relay ? "이어가기" : "없음"}</p>;
}

it("hydrates as drawn (no settings), then shows what the cached settings offer", async () => {
  const drawn = renderToString(
    <QueryClientProvider client={testQueryClient()}>
      <RelayProbe />
    </QueryClientProvider>,
  );
  expect(drawn).toBe("<p>없음</p>");

  const container = document.createElement("div");
  container.innerHTML = drawn;
  document.body.append(container);
  const client = testQueryClient();
  client.setQueryData(clientConfigQuery.queryKey, { ...TEST_CONFIG, relay: true });
  const mismatch = vi.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <QueryClientProvider client={client}>
        <RelayProbe />
      </QueryClientProvider>,
      { onRecoverableError: mismatch },
    );
  });
  expect(mismatch).not.toHaveBeenCalled();
  expect(container.textContent).toBe("이어가기");
});
