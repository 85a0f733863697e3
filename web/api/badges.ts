// The badge call (docs/api.md: GET /api/badge), keyed by one queryOptions() factory.
import { BadgeListSchema } from "@contract/badge";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";

export const badgeQueries = {
  all: ["badges"] as const,
  list: () =>
    queryOptions({
      queryKey: [...badgeQueries.all, "list"] as const,
      queryFn: async ({ signal }) => (await api.get("/api/badge", { schema: BadgeListSchema, signal })).allBadgeInfos,
    }),
};
