// /badge: the badge grid. Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function BadgePage() {
  return <PlaceholderScreen title="나의 배지" />;
}
