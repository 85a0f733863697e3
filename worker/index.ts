import { createApp } from "./app";

// The shared jar's Durable Object class (wrangler.toml [[durable_objects.bindings]] JARS, decision 024).
export { JarObject } from "./host/jars/jar-object";

export default createApp() satisfies ExportedHandler<Env>;
