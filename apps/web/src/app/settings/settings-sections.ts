import {
  IconAdjustments,
  IconBell,
  IconBuilding,
  IconBuildingStore,
  IconCreditCard,
  IconGitBranch,
  IconKey,
  IconMapPin,
  IconRoute,
  IconShoppingCart,
  IconUserCircle,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

export interface SettingsSection {
  slug: string;
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  description: string;
  /** What the section will hold once its feature is built. */
  upcoming: string[];
  /** About the signed-in user, not a workspace: open also to a user who belongs to none. */
  personal?: boolean;
}

/** The settings side menu (spec section 2), in the spec's order. */
export const settingsSections: SettingsSection[] = [
  {
    slug: "general",
    label: "General",
    icon: IconAdjustments,
    description: "Your workspace's name and basic information.",
    upcoming: [],
  },
  {
    slug: "members",
    label: "Members",
    icon: IconUsers,
    description: "Invite colleagues and manage their roles.",
    upcoming: [],
  },
  {
    slug: "billing",
    label: "Billing",
    icon: IconCreditCard,
    description: "Your plan, add-ons and invoices.",
    upcoming: [
      "Free and Enterprise plans",
      "Add-ons, billed every 6 months or yearly",
      "Billing portal and invoices",
    ],
  },
  {
    slug: "account",
    label: "Account",
    icon: IconUserCircle,
    description: "Your personal details and how you sign in.",
    upcoming: [],
    personal: true,
  },
  {
    slug: "entities",
    label: "Entities",
    icon: IconBuilding,
    description: "Your company: its registration details, supply chain roles and attestations.",
    upcoming: [],
  },
  {
    slug: "password",
    label: "Password",
    icon: IconKey,
    description: "Sign in with a password in addition to email links.",
    upcoming: [],
    personal: true,
  },
  {
    slug: "workspace",
    label: "Workspace",
    icon: IconBuildingStore,
    description: "Your workspace's name, set-up status and your own settings in it.",
    upcoming: [],
  },
  {
    slug: "locations",
    label: "Locations",
    icon: IconMapPin,
    description: "Retail, online and logistics locations with their identifiers.",
    upcoming: [],
  },
  {
    slug: "workflows",
    label: "Workflows",
    icon: IconGitBranch,
    description: "How vendors move through review and approval.",
    upcoming: ["Approval steps and owners", "Automatic status changes on start and termination dates"],
  },
  {
    slug: "procurement",
    label: "Procurement",
    icon: IconShoppingCart,
    description: "Procurement stages and requirements for vendors.",
    upcoming: [],
  },
  {
    slug: "notifications",
    label: "Notifications",
    icon: IconBell,
    description: "Which alerts you receive, and when.",
    upcoming: [],
  },
  {
    slug: "vendor-workflow",
    label: "Vendor Workflow",
    icon: IconRoute,
    description: "Confirm the workflow your vendors follow during onboarding.",
    upcoming: [],
  },
];

export function findSettingsSection(slug: string | undefined): SettingsSection | undefined {
  return settingsSections.find((section) => section.slug === slug);
}

/** Whether `/settings/{slug}` works without a workspace (see `personal`). */
export function isPersonalSettingsSection(slug: string | undefined): boolean {
  return findSettingsSection(slug)?.personal === true;
}
