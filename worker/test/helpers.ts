// The whole worker under test (the same createApp() as production): for tests about the edge, its
// pages, proxy, rate limits, headers and configuration. A host route's test calls host-app.ts.
import { createApp } from "../app";
import { testClient } from "./client";

export { bearer, ORIGIN, REDIRECT_URI, registerMember, type Tokens } from "./client";

export const { call, postJson, authorizeAs, kakaoTokenFor, loginAs } = testClient(createApp());
