// Renders the app's real route table at a path, with a query cache that never hits the network.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
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
