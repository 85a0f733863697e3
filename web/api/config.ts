// The worker's public client settings (Kakao origins and keys; a local test run's poll interval),
// fetched once per page load.
import { type ClientConfig, ClientConfigSchema } from "@contract/client-config";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { api } from "./client";

export const clientConfigQuery = queryOptions({
  queryKey: ["client-config"],
  queryFn: ({ signal }): Promise<ClientConfig> =>
    api.get("/auth/config", { auth: false, schema: ClientConfigSchema, signal }),
  staleTime: Infinity,
});

const never = () => () => {};

/**
 * The client settings for what a page shows (a button the settings offer). The worker draws pages
 * without them, so while a drawn page hydrates this is undefined, as it was for the worker, whatever
 * the cache may hold by then (another part of the page may have fetched them); React then renders
 * again with the cache's. Elsewhere it is the cache's from the first render.
 */
export const useClientConfig = (): ClientConfig | undefined => {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const config = useQuery(clientConfigQuery).data;
  return hydrated ? config : undefined;
};
