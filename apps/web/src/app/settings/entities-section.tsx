import { LoadState } from "../../components/load-state";
import { EntitySettings } from "../../features/entities/components/entity-settings";
import { useWorkspace } from "../../features/workspaces/api/get-workspace";
import { useWorkspaceId } from "../../lib/use-workspace";

/** Settings → Entities: the workspace's own company (its primary entity). */
export function EntitiesSection() {
  const workspace = useWorkspace(useWorkspaceId());
  if (!workspace.data) return <LoadState error={workspace.error} />;
  return <EntitySettings entityId={workspace.data.entity.id} />;
}
