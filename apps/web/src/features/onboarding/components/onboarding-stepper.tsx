import { Box, Group, Progress, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { OnboardingState } from "@tierline/contracts";
import {
  goesToCompliance,
  mayShowStep,
  onboardingPath,
  phasesOf,
  resumeStep,
  type ShownStep,
  shownSteps,
  type WizardStep,
} from "../lib/wizard-steps";

/** The onboarding state: the step the server keeps (-1 once completed), the two facts, the way. */
type StepperState = Pick<
  OnboardingState,
  "company_info_step" | "entity_details_completed" | "vendor_workflow_confirmed" | "invited_vendor"
>;

interface StepperProps {
  /** The step shown now. */
  current: WizardStep;
  state: StepperState;
  onOpen: (path: string) => void;
}

/**
 * A step is done once the wizard went past it (every one once completed); the access dashboard only
 * once the workflow is confirmed (skipping the vendor list goes past it without). An invited vendor
 * starts on roles (3) with its entity information not given, so on its way the stored step tells
 * nothing done until its details are complete.
 */
function isDone(step: ShownStep, state: StepperState): boolean {
  if (step.key === "access_dashboard") return state.vendor_workflow_confirmed;
  if (goesToCompliance(state) && !state.entity_details_completed) return false;
  const reached = resumeStep(state.company_info_step);
  return reached === null || step.step < reached;
}

/**
 * The steps the workspace goes through grouped under the spec's step labels (company info, vendor list,
 * finish; an invited vendor's company info and its compliance section), with where the user is. A step
 * reached before can be opened again; the ones ahead cannot.
 */
export function OnboardingStepper({ current, state, onOpen }: StepperProps) {
  const steps = shownSteps(state);
  return (
    <Stack gap="md" component="nav" aria-label="Onboarding steps" data-testid="onboarding-stepper">
      {phasesOf(steps).map((phase) => (
        <Stack key={phase.key} gap={2}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px={6}>
            {phase.label}
          </Text>
          {phase.steps.map((step) => {
            const active = step.step === current.step;
            const done = isDone(step, state);
            const open = !active && mayShowStep(step.step, state.company_info_step);
            return (
              <UnstyledButton
                key={step.key}
                onClick={() => onOpen(onboardingPath(step.step))}
                disabled={!open}
                aria-current={active ? "step" : undefined}
                data-testid={`onboarding-step-${step.key}`}
                data-done={done}
                px={6}
                py={6}
                style={{
                  borderRadius: "var(--mantine-radius-sm)",
                  background: active ? "var(--mantine-color-blue-light)" : undefined,
                  cursor: open ? "pointer" : "default",
                }}
              >
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon
                    size={24}
                    radius="xl"
                    variant={active || done ? "filled" : "light"}
                    color={done && !active ? "teal" : active ? "blue" : "gray"}
                  >
                    {done && !active ? (
                      <IconCheck size={14} aria-hidden />
                    ) : (
                      <Text size="xs" fw={700} span>
                        {steps.indexOf(step) + 1}
                      </Text>
                    )}
                  </ThemeIcon>
                  <Text size="sm" fw={active ? 600 : 400} c={!active && !done ? "dimmed" : undefined}>
                    {step.label}
                  </Text>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}

/** The stepper's phone form: which step of how many, its phase, and a progress bar. */
export function OnboardingProgress({ current, state }: Pick<StepperProps, "current" | "state">) {
  const steps = shownSteps(state);
  const index = steps.indexOf(current);
  const phase = phasesOf(steps).find((item) => item.key === current.phase);
  return (
    <Box data-testid="onboarding-progress">
      <Text size="xs" c="dimmed" mb={4}>
        Step {index + 1} of {steps.length} · {phase?.label}
      </Text>
      <Progress value={((index + 1) / steps.length) * 100} size="sm" radius="xl" />
    </Box>
  );
}
