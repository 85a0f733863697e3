// /signup/email: sign-up step (email verification). Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function SignupEmailPage() {
  return <PlaceholderScreen title="이메일 인증" />;
}
