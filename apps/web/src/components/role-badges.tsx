import { Badge, Group } from "@mantine/core";
import { type MemberRole, memberRoleLabels } from "@tierline/contracts";

/** A member's roles in a workspace as badges, "Owner" first for the workspace's owner. */
export function RoleBadges({ roles, isOwner }: { roles: readonly MemberRole[]; isOwner: boolean }) {
  return (
    <Group gap={4}>
      {isOwner && (
        <Badge size="sm" variant="outline">
          Owner
        </Badge>
      )}
      {roles.map((role) => (
        <Badge key={role} size="sm" variant="light">
          {memberRoleLabels[role]}
        </Badge>
      ))}
      {roles.length === 0 && "—"}
    </Group>
  );
}
