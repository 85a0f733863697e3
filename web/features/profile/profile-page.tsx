// /profile: my page. Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function ProfilePage() {
  return <PlaceholderScreen title="마이페이지" />;
}
