import { Box, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import classes from "./auth-layout.module.css";
import { BrandMark } from "./brand-mark";

const highlights = [
  "Vendor onboarding and risk in one register",
  "Restricted-party and sanctions screening",
  "HS/HTS codes, duties and product warnings",
  "Policies and contracts with renewal tracking",
];

/** The frame of every signed-out screen: a brand panel on wide screens, the card on the right. */
export function AuthLayout({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={classes.root}>
      <Box component="aside" className={classes.brandPanel} visibleFrom="lg">
        <BrandMark inverted />
        <Stack gap="lg" maw={420}>
          <Title order={2} c="white" fz="h1" lh={1.2}>
            Know every tier of your supply chain.
          </Title>
          <Text c="rgba(255,255,255,0.78)" size="md">
            Tierline keeps vendor compliance, screening and product risk in one place for your whole team.
          </Text>
          <List
            spacing="sm"
            size="sm"
            icon={
              <ThemeIcon size={20} radius="xl" color="rgba(255,255,255,0.16)">
                <IconCheck size={13} />
              </ThemeIcon>
            }
          >
            {highlights.map((item) => (
              <List.Item key={item}>
                <Text size="sm" c="rgba(255,255,255,0.9)">
                  {item}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text size="xs" c="rgba(255,255,255,0.55)">
          © {new Date().getFullYear()} Tierline
        </Text>
      </Box>
      <main className={classes.formPanel}>
        <Box className={classes.card}>
          <Box hiddenFrom="lg" mb="xl">
            <BrandMark />
          </Box>
          <Paper withBorder radius="lg" p="xl" shadow="sm" data-testid={testId}>
            {children}
          </Paper>
        </Box>
      </main>
    </div>
  );
}
