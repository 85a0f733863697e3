// /compliment/send/complete: send completion. Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function SendCompletePage() {
  return <PlaceholderScreen title="꿀 전달 완료" />;
}
