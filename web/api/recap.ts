// GET /api/recap: one month (Seoul's) of the member's own praise. No retries (SPEC §7).
import { type Recap, RecapSchema } from "@contract/recap";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";

export const recapQueries = {
  all: ["recap"] as const,
  /** `null`: this month, as the host's clock (Asia/Seoul) says. */
  month: (month: string | null) =>
    queryOptions({
      queryKey: [...recapQueries.all, month ?? "current"] as const,
      queryFn: ({ signal }): Promise<Recap> =>
        api.get("/api/recap", { query: month ? { month } : {}, schema: RecapSchema, signal }),
      retry: false,
    }),
};
