import { createApp } from "./app";

export default createApp() satisfies ExportedHandler<Env>;
