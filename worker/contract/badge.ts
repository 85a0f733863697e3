// Badges and announcements (docs/api.md "Stamps, badges, announcements").
import * as v from "valibot";

export const BadgeSchema = v.object({
  name: v.string(),
  description: v.string(),
  /** The earned art once earned, the locked art before. */
  imageUrl: v.string(),
  completedDate: v.nullable(v.string()),
});
export type Badge = v.InferOutput<typeof BadgeSchema>;
export const BadgeListSchema = v.object({ allBadgeInfos: v.array(BadgeSchema) });

export const AnnouncementSchema = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  createdAt: v.string(),
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;
export const AnnouncementListSchema = v.object({ announcements: v.array(AnnouncementSchema) });
