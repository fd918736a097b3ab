import { AppShell, Box, Group, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import {
  IconBuildingWarehouse,
  IconChecklist,
  IconFileCertificate,
  IconPackage,
  IconSettings,
  IconShieldCheck,
  IconShieldSearch,
} from "@tabler/icons-react";
import type { Action } from "@tierline/contracts";
import type { ComponentType } from "react";
import { Navigate, Outlet, NavLink as RouterNavLink, useLocation } from "react-router";
import { usePermissions } from "../../lib/use-permissions";
import { useSession } from "../../lib/use-session";
import { BrandMark } from "../brand-mark";
import { AccountMenu } from "./account-menu";
import classes from "./app-layout.module.css";

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
    testId: "nav-screening",
    permission: "vendors.read",
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

export interface AppLayoutProps {
  /** Show the "Get started" item (the app decides it from the workspaces feature's settings). */
  showWelcome: boolean;
}

/** The signed-in shell: side navigation, header with the account menu, and the page. */
export function AppLayout({ showWelcome }: AppLayoutProps) {
  const { auth } = useSession();
  const { can } = usePermissions();
  const { pathname } = useLocation();
  // Signed out in this tab (sign-out, expired session): leave the shell at once.
  if (!auth.user || !auth.access) return <Navigate to="/login" replace />;
  const user = auth.user;
  const entity = auth.primaryEntity;

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 232, breakpoint: "sm" }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <BrandMark size={26} />
          </Group>
          <AccountMenu user={user} />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Main navigation">
        <AppShell.Section>
          <Box className={classes.workspace} px="sm" py={8} mb="md" data-testid="workspace-switcher">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.4}>
              Workspace
            </Text>
            <Text size="sm" fw={600} truncate="end">
              {entity?.workspace.name ?? "No workspace yet"}
            </Text>
            {entity && (
              <Text size="xs" c="dimmed" truncate="end">
                {entity.brand_name}
              </Text>
            )}
          </Box>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={2} component="nav" aria-label="Main">
            {showWelcome && <SideLink item={welcomeNavItem} pathname={pathname} />}
            {mainNavigation
              .filter((item) => !item.permission || can(item.permission))
              .map((item) => (
                <SideLink key={item.to} item={item} pathname={pathname} />
              ))}
          </Stack>
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
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
