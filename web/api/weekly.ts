// A member's week and the people they work with (decision 034): home's '이번 주' card, send step 1's
// recent people and the '우리 팀' page. One factory, so sending and keeping praise refresh both.
import { PeopleSchema, type Person, type Week, WeekSchema } from "@contract/week";
import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";

export type { Person, Week };

export const weeklyQueries = {
  all: ["weekly"] as const,
  /** GET /api/member/week: this week's counts (Seoul's week) and whether it is Friday there. */
  week: () =>
    queryOptions({
      queryKey: [...weeklyQueries.all, "week"] as const,
      queryFn: ({ signal }): Promise<Week> => api.get("/api/member/week", { schema: WeekSchema, signal }),
      retry: false,
    }),
  /** GET /api/member/people: everyone the member exchanged praise with, most recent first. */
  people: () =>
    queryOptions({
      queryKey: [...weeklyQueries.all, "people"] as const,
      queryFn: async ({ signal }): Promise<Person[]> =>
        (await api.get("/api/member/people", { schema: PeopleSchema, signal })).people,
      retry: false,
    }),
};

/** After praise is sent or kept: the week's counts and the people change with it. */
export const useRefreshWeekly = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: weeklyQueries.all });
};
