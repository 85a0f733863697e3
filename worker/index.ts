import { createApp } from "./app";
import { retryPendingUnlinks } from "./host/member/kakao-unlinks";

// The shared jar's Durable Object class (wrangler.toml [[durable_objects.bindings]] JARS, decision 024).
export { JarObject } from "./host/jars/jar-object";

const app = createApp();

export default {
  fetch: app.fetch,
  // wrangler.toml [triggers]: Kakao unlinks a departure left pending (decision 028).
  scheduled: async (controller, env) => {
    await retryPendingUnlinks(env, Math.floor(controller.scheduledTime / 1000));
  },
} satisfies ExportedHandler<Env>;
