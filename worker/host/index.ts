// The built-in praise host: every /api call of SPEC §7 on D1. Mounted when PRAISE_HOST is empty.
import { Hono } from "hono";
import type { AppEnv } from "../lib/types";
import { announcementRoutes } from "./announcements/routes";
import { authRoutes } from "./auth/routes";
import { badgeRoutes } from "./badges/routes";
import { d1Session } from "./db/session";
import { featureRoutes } from "./features";
import { groupRoutes } from "./groups/routes";
import { jarPhotoRoutes } from "./jars/photo-routes";
import { jarRoutes } from "./jars/routes";
import { jarThanksRoutes } from "./jars/thanks-routes";
import { memberRoutes } from "./member/routes";
import { praiseChangeRoutes, receivedDeleteRoutes } from "./praise/change-and-delete";
import { receivedListRoutes, sentListRoutes } from "./praise/group-lists";
import { reactionRoutes, reactionSeenRoutes } from "./praise/reactions";
import { receivePraiseRoutes } from "./praise/receive-praise";
import { sendPraiseRoutes } from "./praise/send-praise";
import { recapRoutes } from "./recap/routes";
import { stampRoutes } from "./stamps/routes";
import { weeklyRoutes } from "./weekly/routes";

export const createPraiseHost = () =>
  new Hono<AppEnv>()
    .use(d1Session)
    .route("/features", featureRoutes)
    .route("/auth", authRoutes)
    .route("/member", weeklyRoutes)
    .route("/member", memberRoutes)
    .route("/group", groupRoutes)
    .route("/group", praiseChangeRoutes)
    .route("/group", reactionSeenRoutes)
    .route("/send-praise", sendPraiseRoutes)
    .route("/send-praise", sentListRoutes)
    .route("/receive-praise", receivePraiseRoutes)
    .route("/receive-praise", receivedListRoutes)
    .route("/receive-praise", receivedDeleteRoutes)
    .route("/receive-praise", reactionRoutes)
    .route("/stamp", stampRoutes)
    .route("/badge", badgeRoutes)
    .route("/announcement", announcementRoutes)
    .route("/recap", recapRoutes)
    .route("/jar", jarRoutes)
    .route("/jar", jarThanksRoutes)
    .route("/jar", jarPhotoRoutes);
