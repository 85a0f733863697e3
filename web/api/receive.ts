// The received-praise landing's read (docs/api.md "Praise"): a praise by uuid, login optional, and the
// one home of its query keys (the reactions call refreshes them too). Keeping it is praise.ts's
// useKeepPraise, loaded with the group picker. No retries (SPEC §7).
import { type ReceivedPraise, ReceivedPraiseSchema } from "@contract/praise";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";

/** Who is asking: a member sees their own state of the praise (MYSELF, the group it is saved in). */
export type Viewer = "member" | "anonymous";

export const receiveQueries = {
  all: ["receive-praise"] as const,
  /** Every viewer's answer for one praise. */
  uuid: (uuid: string) => [...receiveQueries.all, "uuid", uuid] as const,
  byUuid: (uuid: string, viewer: Viewer) =>
    queryOptions({
      queryKey: [...receiveQueries.uuid(uuid), viewer] as const,
      queryFn: ({ signal }): Promise<ReceivedPraise> =>
        api.get("/api/receive-praise", {
          query: { uuid },
          auth: viewer === "member" ? "optional" : false,
          schema: ReceivedPraiseSchema,
          signal,
        }),
      retry: false,
    }),
};
