// The stamp catalogue (docs/api.md "Praise": GET /api/stamp), public: a guest's letter in a shared jar
// picks a stamp too. Its own module, so the jar's page loads it without the send flow's calls. A jar's
// pages ask with its occasion: its own stamps first, then the eight its older letters may carry
// (decision 044).
import type { JarOccasion } from "@contract/occasion";
import { type Stamp, StampListSchema } from "@contract/stamp";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";

export const stampsQuery = (occasion?: JarOccasion) =>
  queryOptions({
    queryKey: occasion ? (["stamps", occasion] as const) : (["stamps"] as const),
    queryFn: async ({ signal }): Promise<Stamp[]> =>
      (
        await api.get("/api/stamp", {
          ...(occasion ? { query: { occasion } } : {}),
          schema: StampListSchema,
          signal,
          auth: "optional",
        })
      ).stampDtos,
    retry: false,
    staleTime: 10 * 60 * 1000,
  });
