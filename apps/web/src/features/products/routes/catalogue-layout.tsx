import { Anchor, Stack, Tabs } from "@mantine/core";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { PageHeader } from "../../../components/page-header";

const tabs = [
  { value: "/products", label: "Products", testId: "catalogue-tab-products" },
  { value: "/products/supply-streams", label: "Supply Streams", testId: "catalogue-tab-supply-streams" },
] as const;

/**
 * /products and /products/supply-streams: the product catalogue's header and its two tabs (spec section
 * 2); each tab is a route of its own, so a shared link opens it and back steps between them.
 */
export function CatalogueLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname.startsWith("/products/supply-streams") ? tabs[1].value : tabs[0].value;
  return (
    <Stack gap={0}>
      <PageHeader
        title="Products"
        description="Your product catalogue, where it comes from and who makes it."
        actions={
          <Anchor component={Link} to="/products/uflpa-exposure" size="sm" data-testid="to-uflpa-exposure">
            UFLPA exposure
          </Anchor>
        }
      />
      <Tabs value={active} onChange={(value) => value && navigate(value)} keepMounted={false} mb="md">
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} data-testid={tab.testId}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
