import { Box, Group, Progress, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { ONBOARDING_COMPLETED, type OnboardingState } from "@tierline/contracts";
import { mayShowStep, onboardingPath, type WizardStep, wizardPhases, wizardSteps } from "../lib/wizard-steps";

interface StepperProps {
  /** The step shown now. */
  current: WizardStep;
  /** The onboarding state: the step the server keeps (-1 once completed), and the workflow's confirmation. */
  state: Pick<OnboardingState, "company_info_step" | "vendor_workflow_confirmed">;
  onOpen: (path: string) => void;
}

/**
 * A step is done once the wizard went past it; the access dashboard only once the workflow is
 * confirmed (skipping the vendor list goes past it without).
 */
function isDone(step: WizardStep, state: StepperProps["state"]): boolean {
  if (step.key === "access_dashboard") return state.vendor_workflow_confirmed;
  return state.company_info_step === ONBOARDING_COMPLETED || step.step < state.company_info_step;
}

/**
 * The wizard's steps grouped under the spec's step labels (company info, vendor list, finish), with
 * where the user is. A step reached before can be opened again; the ones ahead cannot.
 */
export function OnboardingStepper({ current, state, onOpen }: StepperProps) {
  return (
    <Stack gap="md" component="nav" aria-label="Onboarding steps" data-testid="onboarding-stepper">
      {wizardPhases.map((phase) => (
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
                        {wizardSteps.indexOf(step) + 1}
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
export function OnboardingProgress({ current }: { current: WizardStep }) {
  const index = wizardSteps.indexOf(current);
  const phase = wizardPhases.find((item) => item.key === current.phase);
  return (
    <Box data-testid="onboarding-progress">
      <Text size="xs" c="dimmed" mb={4}>
        Step {index + 1} of {wizardSteps.length} · {phase?.label}
      </Text>
      <Progress value={((index + 1) / wizardSteps.length) * 100} size="sm" radius="xl" />
    </Box>
  );
}
