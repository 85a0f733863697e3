import { createApp } from "./app";
import { keptForAnyone } from "./edge/pages/kept-pages";
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
  // wrangler.toml [triggers]: Kakao unlinks a departure left pending (decision 028).
  scheduled: async (controller, env) => {
    await retryPendingUnlinks(env, Math.floor(controller.scheduledTime / 1000));
  },
} satisfies ExportedHandler<Env>;
