// The worker's public client settings (Kakao origins and keys; a local test run's poll interval),
// fetched once per page load.
import { type ClientConfig, ClientConfigSchema } from "@contract/auth";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";

export const clientConfigQuery = queryOptions({
  queryKey: ["client-config"],
  queryFn: ({ signal }): Promise<ClientConfig> =>
    api.get("/auth/config", { auth: false, schema: ClientConfigSchema, signal }),
  staleTime: Infinity,
});
