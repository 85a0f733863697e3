// Entry of the full app: global styles, then the router (web/app/full-app.tsx). The pages the worker
// draws (the praise landing, /login, a member's home, a shared jar's page) have their own, lighter
// entry (web/drawn/entry.tsx).
import { createRoot } from "react-dom/client";
import { startFullApp } from "./app/full-app";
import { installBackTrap } from "./ui/back-trap";
import { globalStyles } from "./ui/theme";

globalStyles();
installBackTrap(); // before the router listens to history (web/ui/back-trap.ts)

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

startFullApp(createRoot(container));
