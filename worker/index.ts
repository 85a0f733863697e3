import { createApp } from "./app";
import { keptForAnyone } from "./edge/pages/kept-pages";
import { consumeMail, onSchedule } from "./host/mail/outbox";
import { retryOwedJarCalls } from "./host/member/jar-departures";
import { retryPendingUnlinks } from "./host/member/kakao-unlinks";
import { finishAnswer } from "./stack";

// The shared jar's Durable Object class (wrangler.toml [[durable_objects.bindings]] JARS, decision 024).
export { JarObject } from "./host/jars/jar-object";

const app = createApp();

export default {
  fetch: (request, env, ctx) => {
    // Anyone's view of a jar or a praise this isolate has drawn: answered before the stack runs.
    const kept = keptForAnyone(request);
    if (!kept) return app.fetch(request, env, ctx);
    finishAnswer(kept.headers, env, crypto.randomUUID());
    return kept;
  },
  // wrangler.toml [triggers]: Kakao unlinks and jar calls a departure left pending (decisions 028,
  // 040) every ten minutes;
  // the Friday letter and the jars' eve only enqueue (decision 034).
  scheduled: async (controller, env) => {
    if (controller.cron === "*/10 * * * *") {
      const now = Math.floor(controller.scheduledTime / 1000);
      await Promise.all([retryPendingUnlinks(env, now), retryOwedJarCalls(env, now)]);
    } else {
      await onSchedule(env, controller.cron, controller.scheduledTime);
    }
  },
  // wrangler.toml [[queues.consumers]]: the mail those triggers enqueued (decision 034).
  queue: (batch, env) => consumeMail(batch, env),
} satisfies ExportedHandler<Env>;
