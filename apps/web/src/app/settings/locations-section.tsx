import { LoadState } from "../../components/load-state";
import { LocationsSettings } from "../../features/locations/components/locations-settings";
import { useWorkspace } from "../../features/workspaces/api/get-workspace";
import { useWorkspaceId } from "../../lib/use-workspace";

/** Settings → Locations: the locations of the workspace's own company (its primary entity). */
export function LocationsSection() {
  const workspace = useWorkspace(useWorkspaceId());
  if (!workspace.data) return <LoadState error={workspace.error} />;
  return <LocationsSettings entityId={workspace.data.entity.id} />;
}
