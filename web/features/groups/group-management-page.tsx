// /group/management: the group list with reorder, delete and create. Placeholder until the feature lands.
import { PlaceholderScreen } from "../../ui/screen";

export function GroupManagementPage() {
  return <PlaceholderScreen title="그룹 관리" />;
}
