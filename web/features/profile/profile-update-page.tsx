// /profile/update: profile edit. Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function ProfileUpdatePage() {
  return <PlaceholderScreen title="프로필 수정" />;
}
