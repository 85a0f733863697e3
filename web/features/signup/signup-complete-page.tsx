// /signup/complete: sign-up completion. Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function SignupCompletePage() {
  return <PlaceholderScreen title="가입 완료" />;
}
