// Test helper (receive's own copy: features share no code): the real route table in a memory router
// over a real query cache the test fills in advance (no network: nothing goes stale, nothing retries).
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type InitialEntry } from "react-router-dom";
import { clientConfigQuery } from "../../api/config";
import { AppProviders } from "../../app/providers";
import { routes } from "../../app/router";
import { TEST_CONFIG } from "../../test/render-route";

export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

export function renderAt(entries: InitialEntry[], prefill: (client: QueryClient) => void = () => {}, client = testQueryClient()) {
  client.setQueryData(clientConfigQuery.queryKey, TEST_CONFIG);
  prefill(client);
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}

export const logIn = (name = "김꿀벌") => {
  window.localStorage.setItem("accessToken", "test-access-token");
  window.localStorage.setItem("refreshToken", "test-refresh-token");
  window.localStorage.setItem("userName", name);
};
