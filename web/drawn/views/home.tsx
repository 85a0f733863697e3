// A member's home (/, decision 021): their name, groups, week and views as the worker read them.
import { saveUserName } from "../../api/session";
import { Home } from "../../features/home/home-page";
import { applyHomeSeed } from "../../features/home/home-seed";
import { DrawnHomeViews } from "../../features/home/home-views";
import type { DrawnView } from "../view";

export const view: DrawnView<"home"> = ({ client, seed, hydrating }) => {
  if (!seed) return null;
  applyHomeSeed(client, seed);
  if (hydrating) saveUserName(seed.memberName); // the full app's sign of a session, once it takes over
  const element = (
    <DrawnHomeViews value={seed.views}>
      <Home userName={seed.memberName} />
    </DrawnHomeViews>
  );
  return { element, member: true };
};
