// The praise landing (/compliment/<uuid>): the praise as anyone sees it, or as the member the worker
// read it for (MYSELF, already saved). Without a seed (the host could not be asked) its loading
// state, which the client's own request then fills in.
import { applyLandingSeed } from "../../features/receive/landing-seed";
import { ReceivedPraisePage } from "../../features/receive/received-praise-page";
import type { DrawnView } from "../view";

export const view: DrawnView<"landing"> = ({ client, path, seed }) => {
  if (seed) applyLandingSeed(client, seed);
  return {
    element: <ReceivedPraisePage id={path.id} relayOffered={seed?.relay === true} />,
    member: seed?.viewer === "member",
  };
};
