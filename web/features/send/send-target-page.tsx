// /compliment/send/target: send step 1 (receiver, group, ongoing activity). Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function SendTargetPage() {
  return <PlaceholderScreen title="꿀 보내기" />;
}
