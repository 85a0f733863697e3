// The home the worker drew for a member (/, decision 021), put into the query cache before hydration,
// so the client's first render matches the worker's HTML and asks the host nothing again.
import type { HomeSeed } from "@contract/home";
import type { QueryClient } from "@tanstack/react-query";
import { groupQueries } from "../../api/groups";
import { weeklyQueries } from "../../api/weekly";

export type { HomeSeed };

/** How long the drawn groups and week count as fresh: a mount right after hydration does not ask again. */
const SEED_FRESH_MS = 60_000;

export const applyHomeSeed = (client: QueryClient, seed: HomeSeed, now = Date.now()) => {
  const { queryKey } = groupQueries.list();
  client.setQueryDefaults(queryKey, { staleTime: SEED_FRESH_MS });
  client.setQueryData(queryKey, seed.groups, { updatedAt: now });
  if (seed.week) {
    const week = weeklyQueries.week().queryKey;
    client.setQueryDefaults(week, { staleTime: SEED_FRESH_MS });
    client.setQueryData(week, seed.week, { updatedAt: now });
  }
};
