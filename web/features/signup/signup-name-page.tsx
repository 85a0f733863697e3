// /signup/name: sign-up step (name). Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function SignupNamePage() {
  return <PlaceholderScreen title="이름 입력" />;
}
