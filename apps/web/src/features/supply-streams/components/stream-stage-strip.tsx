import { Group, Tooltip } from "@mantine/core";
import { type SupplyStreamWire, stageExposureLabels } from "@tierline/contracts";
import { exposureColour, textOnRiskColour } from "./risk-colours";

/** A stream's five stages as a strip of cells in chain order, each coloured by its exposure (the list's glance). */
export function StreamStageStrip({ stream }: { stream: SupplyStreamWire }) {
  return (
    <Group gap={3} wrap="nowrap" data-testid="stream-stage-strip">
      {stream.stages.map((stage) => {
        const text = `${stage.label}: ${stage.vendors.length} ${stage.vendors.length === 1 ? "vendor" : "vendors"}, ${stageExposureLabels[stage.exposure]}`;
        return (
          <Tooltip key={stage.supply_stream_stage} label={text} withinPortal>
            <span
              role="img"
              aria-label={text}
              data-exposure={stage.exposure}
              style={{
                display: "inline-flex",
                alignItems: "center",
                justifyContent: "center",
                minWidth: 26,
                height: 20,
                padding: "0 4px",
                borderRadius: 4,
                fontSize: 11,
                fontWeight: 600,
                color: stage.exposure === "unassigned" ? "var(--mantine-color-dimmed)" : textOnRiskColour,
                background:
                  stage.exposure === "unassigned"
                    ? "var(--mantine-color-gray-2)"
                    : `var(--mantine-color-${exposureColour[stage.exposure]}-6)`,
              }}
            >
              {stage.vendors.length}
            </span>
          </Tooltip>
        );
      })}
    </Group>
  );
}
