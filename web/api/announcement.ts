// The announcement call (docs/api.md: GET /api/announcement), keyed by one queryOptions() factory.
import { type Announcement, AnnouncementListSchema } from "@contract/badge";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";

/** Newest first (the host sorts too; this keeps the order right whatever host answers). */
export const newestFirst = (announcements: readonly Announcement[]) =>
  [...announcements].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);

export const announcementQueries = {
  all: ["announcements"] as const,
  list: () =>
    queryOptions({
      queryKey: [...announcementQueries.all, "list"] as const,
      queryFn: async ({ signal }) =>
        (await api.get("/api/announcement", { schema: AnnouncementListSchema, signal })).announcements,
      select: newestFirst,
    }),
};
