import { ActionIcon, Menu } from "@mantine/core";
import {
  IconDots,
  IconEyeOff,
  IconMailForward,
  IconMailOff,
  IconSend,
  IconUserCog,
  IconUserOff,
} from "@tabler/icons-react";
import type { Action, Membership } from "@tierline/contracts";
import type { ComponentType } from "react";

export type MemberAction = "edit-roles" | "resend" | "revoke" | "deactivate" | "re-invite" | "hide";

interface MemberActionItem {
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** Red: the action takes access away. */
  danger?: boolean;
  testId: string;
  /** What the api asks of the caller (role table, contracts `permissions.ts`). */
  permission: Action;
}

/** Every row action, in menu order. A new action is one entry here and one in `actionsFor`. */
const memberActionItems: Record<MemberAction, MemberActionItem> = {
  "edit-roles": {
    label: "Edit roles",
    icon: IconUserCog,
    testId: "member-edit-roles",
    permission: "members.update",
  },
  resend: {
    label: "Resend invitation",
    icon: IconSend,
    testId: "member-resend",
    permission: "members.invite",
  },
  "re-invite": {
    label: "Re-invite",
    icon: IconMailForward,
    testId: "member-reinvite",
    permission: "members.update",
  },
  revoke: {
    label: "Revoke invitation",
    icon: IconMailOff,
    danger: true,
    testId: "member-revoke",
    permission: "members.invite",
  },
  deactivate: {
    label: "Deactivate",
    icon: IconUserOff,
    danger: true,
    testId: "member-deactivate",
    permission: "members.update",
  },
  hide: {
    label: "Hide",
    icon: IconEyeOff,
    danger: true,
    testId: "member-hide",
    permission: "members.update",
  },
};
const menuOrder = Object.keys(memberActionItems) as MemberAction[];

/**
 * What a row offers, by the member's status (decisions.md, member states: Active -> Deactivated ->
 * Invited or hidden; a pending invitation is resent or revoked).
 */
export function actionsFor(membership: Membership): MemberAction[] {
  switch (membership.status) {
    case "ACTIVE":
      return ["edit-roles", "deactivate"];
    case "INVITED":
      return ["edit-roles", "resend", "revoke"];
    case "DEACTIVATED":
      return ["re-invite", "hide"];
    default:
      return [];
  }
}

export interface MemberRowMenuProps {
  membership: Membership;
  onAction: (action: MemberAction, membership: Membership) => void;
  /** Whether the signed-in user holds an action's permission (the menu offers only those). */
  may: (permission: Action) => boolean;
  busy?: boolean;
}

/** The row's options menu; rendered only for those who may update members, never on the owner's row. */
export function MemberRowMenu({ membership, onAction, may, busy = false }: MemberRowMenuProps) {
  const actions = actionsFor(membership).filter((action) => may(memberActionItems[action].permission));
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
        {menuOrder
          .filter((action) => actions.includes(action))
          .map((action) => {
            const item = memberActionItems[action];
            const Icon = item.icon;
            return (
              <Menu.Item
                key={action}
                color={item.danger ? "red" : undefined}
                leftSection={<Icon size={16} />}
                onClick={() => onAction(action, membership)}
                data-testid={item.testId}
              >
                {item.label}
              </Menu.Item>
            );
          })}
      </Menu.Dropdown>
    </Menu>
  );
}
