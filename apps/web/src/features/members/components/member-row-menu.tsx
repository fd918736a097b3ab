import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconEyeOff, IconMailForward, IconUserCog, IconUserOff } from "@tabler/icons-react";
import type { Membership } from "@tierline/contracts";

export type MemberAction = "edit-roles" | "deactivate" | "re-invite" | "hide";

/** What a row offers, by the member's status (spec section 4: Active -> Deactivated -> Invited or hidden). */
export function actionsFor(membership: Membership): MemberAction[] {
  switch (membership.status) {
    case "ACTIVE":
      return ["edit-roles", "deactivate"];
    case "INVITED":
      return ["edit-roles"];
    case "DEACTIVATED":
      return ["re-invite", "hide"];
    default:
      return [];
  }
}

export interface MemberRowMenuProps {
  membership: Membership;
  onAction: (action: MemberAction, membership: Membership) => void;
  busy?: boolean;
}

/** The row's options menu; rendered only for those who may update members, never on the owner's row. */
export function MemberRowMenu({ membership, onAction, busy = false }: MemberRowMenuProps) {
  const actions = actionsFor(membership);
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Options for ${membership.email}`}
          loading={busy}
          data-testid={`member-menu-${membership.email}`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.includes("edit-roles") && (
          <Menu.Item
            leftSection={<IconUserCog size={16} />}
            onClick={() => onAction("edit-roles", membership)}
            data-testid="member-edit-roles"
          >
            Edit roles
          </Menu.Item>
        )}
        {actions.includes("re-invite") && (
          <Menu.Item
            leftSection={<IconMailForward size={16} />}
            onClick={() => onAction("re-invite", membership)}
            data-testid="member-reinvite"
          >
            Re-invite
          </Menu.Item>
        )}
        {actions.includes("deactivate") && (
          <Menu.Item
            color="red"
            leftSection={<IconUserOff size={16} />}
            onClick={() => onAction("deactivate", membership)}
            data-testid="member-deactivate"
          >
            Deactivate
          </Menu.Item>
        )}
        {actions.includes("hide") && (
          <Menu.Item
            color="red"
            leftSection={<IconEyeOff size={16} />}
            onClick={() => onAction("hide", membership)}
            data-testid="member-hide"
          >
            Hide
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
