// /signup/profile: sign-up step (profile image). Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function SignupProfilePage() {
  return <PlaceholderScreen title="프로필 이미지 선택" />;
}
