// /compliment/receive: SPEC shows only placeholder text here.
import { PlaceholderScreen } from "../../ui/screen";

export function ReceivePlaceholderPage() {
  return <PlaceholderScreen title="받은 꿀" />;
}
