// /compliment/send/content: send step 2 (stamp and letter). Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function SendContentPage() {
  return <PlaceholderScreen title="칭찬 작성" />;
}
