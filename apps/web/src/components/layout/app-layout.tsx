import { AppShell, Box, Burger, Group, NavLink, ScrollArea, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconBuildingWarehouse,
  IconChecklist,
  IconClipboardCheck,
  IconFileCertificate,
  IconListCheck,
  IconPackage,
  IconSettings,
  IconShieldCheck,
  IconShieldSearch,
} from "@tabler/icons-react";
import type { Action } from "@tierline/contracts";
import { type ComponentType, type ReactNode, useEffect } from "react";
import { Navigate, Outlet, NavLink as RouterNavLink, useLocation } from "react-router";
import { usePermissions } from "../../lib/use-permissions";
import { useSession } from "../../lib/use-session";
import { useCurrentWorkspace } from "../../lib/use-workspace";
import { BrandMark } from "../brand-mark";
import { AccountMenu } from "./account-menu";
import classes from "./app-layout.module.css";
import { WorkspaceGuard } from "./workspace-guard";
import { WorkspaceSwitcher } from "./workspace-switcher";

interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Active for this path only, not its children. */
  end?: boolean;
  testId: string;
  /** Shown only to members who may do this. */
  permission?: Action;
}

/** Main navigation (spec section 2). */
export const mainNavigation: NavItem[] = [
  { label: "Vendors", to: "/", icon: IconBuildingWarehouse, end: true, testId: "nav-vendors" },
  { label: "Products", to: "/products", icon: IconPackage, testId: "nav-products" },
  { label: "Contracts", to: "/contracts", icon: IconFileCertificate, testId: "nav-contracts" },
  { label: "Policies", to: "/policies", icon: IconShieldCheck, testId: "nav-policies" },
  {
    label: "Screening",
    to: "/screening",
    icon: IconShieldSearch,
    // Its work queue below has a link of its own.
    end: true,
    testId: "nav-screening",
    permission: "vendors.read",
  },
  {
    label: "Matches to review",
    to: "/screening/queue",
    icon: IconListCheck,
    testId: "nav-screening-queue",
    permission: "screening.decide",
  },
];

function isActive(pathname: string, item: { to: string; end?: boolean }): boolean {
  if (item.end) return pathname === item.to || (item.to === "/" && pathname.startsWith("/vendors"));
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

function SideLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const Icon = item.icon;
  return (
    <NavLink
      component={RouterNavLink}
      to={item.to}
      end={item.end}
      label={item.label}
      leftSection={<Icon size={18} stroke={1.7} />}
      active={isActive(pathname, item)}
      className={classes.navLink}
      data-testid={item.testId}
    />
  );
}

/**
 * "Get started" (the dashboard welcome, /welcome) heads the navigation until the user dismisses it
 * (their user-settings `welcome_dismissed` in this workspace). It is not forced on anyone as the landing
 * page: Vendors stays at "/", and links into the app keep working as they always did.
 */
export const welcomeNavItem: NavItem = {
  label: "Get started",
  to: "/welcome",
  icon: IconChecklist,
  testId: "nav-welcome",
};

/** The vendor's compliance section, shown while customers' requests are linked to the workspace's company. */
export const complianceNavItem: NavItem = {
  label: "Compliance",
  to: "/compliance",
  icon: IconClipboardCheck,
  testId: "nav-compliance",
};

export interface AppLayoutProps {
  /** Show the "Get started" item (the app decides it from the workspaces feature's settings). */
  showWelcome: boolean;
  /** Show "Compliance" (the app decides it from the compliance feature: the workspace has requests). */
  showCompliance?: boolean;
  /**
   * What a signed-in user in no workspace sees instead of a workspace screen (the app composes it from
   * the members feature: their pending invitations, or how to get into a workspace).
   */
  noWorkspace: ReactNode;
  /** Opens "Create a company" (the app composes the workspaces feature's dialog). */
  onCreateCompany: () => void;
  /** Beside the account menu while in a workspace (the app composes the notifications' bell). */
  headerActions?: ReactNode;
}

/**
 * The signed-in shell: header with the account menu, side navigation with the workspace switcher, and
 * the page (behind the one "no workspace" gate). Under the `md` breakpoint the navigation folds behind
 * a menu button and closes again on every navigation, so a phone shows the page, not the menu.
 */
export function AppLayout({
  showWelcome,
  showCompliance = false,
  noWorkspace,
  onCreateCompany,
  headerActions,
}: AppLayoutProps) {
  const { auth } = useSession();
  const { workspaceId } = useCurrentWorkspace();
  const { can } = usePermissions();
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);

  // Every navigation (a link in the menu, a switch, the browser's back button) folds the menu away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new path, not a new callback.
  useEffect(() => nav.close(), [pathname]);

  // Signed out in this tab (sign-out, expired session): leave the shell at once.
  if (!auth.user || !auth.access) return <Navigate to="/login" replace />;
  const user = auth.user;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: "md", collapsed: { mobile: !navOpened } }}
      padding={{ base: "sm", md: "lg" }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={navOpened ? "Close navigation" : "Open navigation"}
              aria-expanded={navOpened}
              data-testid="nav-toggle"
            />
            <BrandMark size={26} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {workspaceId && headerActions}
            <AccountMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Main navigation" data-testid="app-navbar">
        <AppShell.Section mb="md">
          <WorkspaceSwitcher onCreateCompany={onCreateCompany} />
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          {workspaceId && (
            <Stack gap={2} component="nav" aria-label="Main">
              {showWelcome && <SideLink item={welcomeNavItem} pathname={pathname} />}
              {mainNavigation
                .filter((item) => !item.permission || can(item.permission))
                .map((item) => (
                  <SideLink key={item.to} item={item} pathname={pathname} />
                ))}
              {showCompliance && <SideLink item={complianceNavItem} pathname={pathname} />}
            </Stack>
          )}
        </AppShell.Section>
        <AppShell.Section>
          <SideLink
            item={{ label: "Settings", to: "/settings", icon: IconSettings, testId: "nav-settings" }}
            pathname={pathname}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Box maw={1440} mx="auto">
          <WorkspaceGuard fallback={noWorkspace}>
            <Outlet />
          </WorkspaceGuard>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
