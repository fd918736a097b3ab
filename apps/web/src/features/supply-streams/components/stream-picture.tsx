import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import {
  type StreamStageWire,
  type SupplyStreamWire,
  stageExposureLabels,
  vendorRiskStatusLabels,
} from "@tierline/contracts";
import { Link } from "react-router";
import { exposureColour, textOnRiskColour } from "./risk-colours";

function Stage({ stage, index }: { stage: StreamStageWire; index: number }) {
  const colour = exposureColour[stage.exposure];
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      style={{ borderTop: `4px solid var(--mantine-color-${colour}-6)`, minWidth: 0, position: "relative" }}
      data-testid={`stream-stage-${stage.supply_stream_stage}`}
      data-exposure={stage.exposure}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap={6} wrap="nowrap" align="flex-start">
          <Text size="sm" fw={700} style={{ minWidth: 0 }}>
            <Text span c="dimmed" size="xs" mr={4}>
              {index + 1}
            </Text>
            {stage.label}
          </Text>
        </Group>
        <Badge color={colour} c={textOnRiskColour} variant="light" size="sm" data-testid="stage-exposure">
          {stageExposureLabels[stage.exposure]}
        </Badge>
        {stage.vendors.length === 0 ? (
          <Text size="xs" c="dimmed">
            No vendor assigned
          </Text>
        ) : (
          <Stack gap={6}>
            {stage.vendors.map((vendor) => (
              <Group
                key={vendor.id}
                gap={6}
                wrap="nowrap"
                align="flex-start"
                data-testid="stream-vendor"
                data-risk-status={vendor.risk_status}
              >
                <Box
                  mt={5}
                  w={8}
                  h={8}
                  style={{
                    borderRadius: "50%",
                    flex: "none",
                    background: `var(--mantine-color-${exposureColour[vendor.risk_status]}-6)`,
                  }}
                  aria-hidden
                />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text
                    size="sm"
                    component={Link}
                    to={`/vendors/${vendor.id}?tab=risk`}
                    style={{ overflowWrap: "anywhere" }}
                    c="inherit"
                  >
                    {vendor.name}
                  </Text>
                  {/* No yellow or orange of the palette is legible as small text on white (yellow-9 3.0:1,
                      orange-9 4.3:1): the dot carries the colour, the label is dark, a risk's in bold. */}
                  <Text
                    size="xs"
                    c={vendor.risk_status === "clear" ? "dimmed" : undefined}
                    fw={vendor.risk_status === "clear" ? undefined : 600}
                  >
                    {vendorRiskStatusLabels[vendor.risk_status]}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The picture of a stream: its five stages left to right (stacked on a phone), each with its vendors
 * and their risk status, the stage's border in the colour of its worst vendor, so an exposed link of
 * the chain stands out.
 */
export function StreamPicture({ stream }: { stream: SupplyStreamWire }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 5 }}
      spacing="sm"
      role="list"
      aria-label={`Stages of ${stream.name}`}
      data-testid="stream-picture"
    >
      {stream.stages.map((stage, i) => (
        <Box key={stage.supply_stream_stage} role="listitem" pos="relative" style={{ minWidth: 0 }}>
          <Stage stage={stage} index={i} />
          {i < stream.stages.length - 1 && (
            <ThemeIcon
              visibleFrom="md"
              size="sm"
              radius="xl"
              variant="default"
              pos="absolute"
              style={{ right: -14, top: 16, zIndex: 1 }}
              aria-hidden
            >
              <IconChevronRight size={14} />
            </ThemeIcon>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** A one-line summary of a stream's exposure: how many stages have an open or confirmed risk. */
export function ExposureSummary({ stream }: { stream: SupplyStreamWire }) {
  const exposed = stream.stages.filter((s) => s.exposure !== "clear" && s.exposure !== "unassigned");
  const unassigned = stream.stages.filter((s) => s.exposure === "unassigned");
  return (
    <Group gap={6} data-testid="stream-exposure-summary">
      {exposed.length === 0 ? (
        <Badge color="teal" c={textOnRiskColour} variant="light">
          No stage exposed
        </Badge>
      ) : (
        exposed.map((s) => (
          <Badge
            key={s.supply_stream_stage}
            color={exposureColour[s.exposure]}
            c={textOnRiskColour}
            variant="light"
          >
            {s.label}: {stageExposureLabels[s.exposure]}
          </Badge>
        ))
      )}
      {unassigned.length > 0 && (
        <Badge color="gray" variant="outline">
          {unassigned.length} {unassigned.length === 1 ? "stage" : "stages"} without vendors
        </Badge>
      )}
    </Group>
  );
}
