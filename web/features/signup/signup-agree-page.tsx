// /signup/agree: sign-up step (terms). Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function SignupAgreePage() {
  return <PlaceholderScreen title="약관 동의" />;
}
