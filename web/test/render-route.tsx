// Renders the app's real route table at a path, with a query cache that never hits the network.
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type InitialEntry, RouterProvider } from "react-router-dom";
import { clientConfigQuery } from "../api/config";
import { AppProviders, createQueryClient } from "../app/providers";
import { routes } from "../app/router";

export const TEST_CONFIG = {
  kakaoAuthOrigin: "https://kauth.test",
  kakaoClientId: "test-client",
  kakaoJsKey: "test-js-key",
  kakaoSdkUrl: "https://t1.kakaocdn.net/kakao_js_sdk/test.js",
  kakaoSdkIntegrity: "",
  kakaoTemplateId: "1",
  kakaoRecapTemplateId: "2",
  kakaoAnswerTemplateId: "3",
  kakaoJarTemplateId: "4",
  kakaoJarOpenTemplateId: "5",
  receiversMax: 1, // SPEC §7 (receiver-field.test.tsx declares several)
  relay: false,
};

export function renderRoute(path: string) {
  const client = createQueryClient();
  client.setQueryData(clientConfigQuery.queryKey, TEST_CONFIG);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}

/** A query cache for page tests: prefilled data never goes stale and nothing retries or refetches. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        retryOnMount: false,
        staleTime: Infinity,
        gcTime: Infinity,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

export function renderAt(
  entries: InitialEntry[],
  prefill: (client: QueryClient) => void = () => {},
  client = testQueryClient(),
) {
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
  window.localStorage.setItem("userName", name);
};
