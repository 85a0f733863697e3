// /group/:id?tab=receive|send: one group's stamps and praise. Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function GroupDetailPage() {
  return <PlaceholderScreen title="그룹 상세" />;
}
