import { Alert, Anchor, Box, Button, Flex, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconInfoCircle, IconRotate } from "@tabler/icons-react";
import type { OnboardingState } from "@tierline/contracts";
import { type ComponentType, type ReactNode, useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorAlert } from "../../../components/error-alert";
import { PageLoader } from "../../../components/loader";
import { errorText } from "../../../lib/form-errors";
import { usePermissions } from "../../../lib/use-permissions";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useOnboarding } from "../api/get-onboarding";
import { useResetOnboarding } from "../api/reset-onboarding";
import { useUpdateOnboardingStep } from "../api/update-onboarding-step";
import { useVerifyVendorOnboarding } from "../api/verify-vendor-onboarding";
import {
  firstWizardStep,
  goesToCompliance,
  isCompleted,
  mayShowStep,
  missingBeforeFinish,
  nextStep,
  onboardingPath,
  pathAfterMove,
  previousStep,
  resumeStep,
  skippableSteps,
  skipTarget,
  vendorStepAfter,
  type WizardStep,
  type WizardStepKey,
  wizardStepOf,
  wizardSteps,
} from "../lib/wizard-steps";
import { OnboardingProgress, OnboardingStepper } from "./onboarding-stepper";

/** What the wizard gives each step's screen. */
export interface OnboardingStepBodyProps {
  state: OnboardingState;
  /**
   * The step's work is done (saved): the wizard stores the next step and opens it, with `carry` in its
   * address (what the next step works on: the uploaded list, the import started).
   */
  onDone: (carry?: Record<string, string>) => Promise<void>;
  /** The step's footer: the wizard's Back and Skip around the step's own primary action. */
  footer: (primary: ReactNode) => ReactNode;
}

/** The screen of each step; the app composes them from the features that own their calls. */
export type OnboardingStepBodies = Record<WizardStepKey, ComponentType<OnboardingStepBodyProps>>;

function Footer({
  step,
  primary,
  onBack,
  onSkip,
  moving,
}: {
  step: WizardStep;
  primary: ReactNode;
  onBack: (() => void) | null;
  onSkip: (() => void) | null;
  moving: boolean;
}) {
  return (
    <Group justify="space-between" mt="xl" gap="sm" data-testid="onboarding-footer">
      {onBack ? (
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={onBack}
          disabled={moving}
          data-testid="onboarding-back"
        >
          Back
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        {onSkip && (
          <Button
            variant="subtle"
            color="gray"
            onClick={onSkip}
            loading={moving}
            data-testid={`onboarding-skip-${step.key}`}
          >
            Skip for now
          </Button>
        )}
        {primary}
      </Group>
    </Group>
  );
}

/** What the last step still needs, with a way back to each. */
function MissingBeforeFinish({ state }: { state: OnboardingState }) {
  const missing = missingBeforeFinish(state);
  if (missing.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      mb="lg"
      data-testid="onboarding-missing"
    >
      <Text size="sm" mb={4}>
        Before you start using Tierline:
      </Text>
      <Stack gap={2}>
        {missing.map(({ step, reason }) => (
          <Anchor key={step.key} component={Link} to={onboardingPath(step.step)} size="sm">
            {reason}
          </Anchor>
        ))}
      </Stack>
    </Alert>
  );
}

function Wizard({
  state,
  step,
  bodies,
  workspaceId,
}: {
  state: OnboardingState;
  step: WizardStep;
  bodies: OnboardingStepBodies;
  workspaceId: string;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const updateStep = useUpdateOnboardingStep(workspaceId);
  const verify = useVerifyVendorOnboarding();
  const reset = useResetOnboarding(workspaceId);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const { can } = usePermissions();
  const mayEdit = can("workspace.update");

  // The server keeps the step first, so a reload or another device opens the same one.
  const moveTo = async (target: number, carry?: Record<string, string>) => {
    await updateStep.mutateAsync({ entityId: state.entity, step: target });
    const search = carry && !isCompleted(target) ? `?${new URLSearchParams(carry)}` : "";
    navigate(`${pathAfterMove(target)}${search}`);
  };
  const toCompliance = goesToCompliance(state);
  const onDone = async (carry?: Record<string, string>) => {
    // An invited vendor goes from its company info to its compliance section, by what its details
    // miss now (the step just saved changed them: asked afresh, not read from `state`).
    const target = toCompliance
      ? vendorStepAfter(step.step, (await verify.mutateAsync(state.entity)).missing)
      : nextStep(step.step);
    const missing = missingBeforeFinish(state);
    // Finishing asks for what the product needs first: back to the step that gives it.
    if (isCompleted(target) && missing.length > 0) {
      navigate(onboardingPath(missing[0]?.step.step ?? firstWizardStep));
      return;
    }
    await moveTo(target, carry);
  };
  const back = previousStep(step.step);
  // Back only opens the step: the stored one stays the furthest reached, where the user resumes. The
  // address keeps what the steps work on (the uploaded list), so the step before still has it.
  const onBack = back === null ? null : () => navigate(`${onboardingPath(back)}${search}`);
  const onSkip = skippableSteps.has(step.step)
    ? () => void moveTo(skipTarget(step.step)).catch(() => {})
    : null;

  const Body = bodies[step.key];
  const footer = (primary: ReactNode) => (
    <Footer
      step={step}
      primary={primary}
      onBack={onBack}
      onSkip={onSkip}
      moving={updateStep.isPending || verify.isPending}
    />
  );

  return (
    // On a phone the snackbar sits over the page's bottom: room below the footer's buttons to scroll them clear.
    <Stack gap="lg" maw={1080} pb={{ base: 88, sm: 0 }} data-testid="onboarding-wizard" data-step={step.step}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz="h2">
            Set up your workspace
          </Title>
          <Text size="sm" c="dimmed">
            {isCompleted(state.company_info_step)
              ? "Your workspace is set up. Change anything you need here."
              : toCompliance
                ? "Your company's details, then your customer's compliance requests. You can leave and carry on later, on any device."
                : "A few steps, and your vendors are in. You can leave and carry on later, on any device."}
          </Text>
        </Stack>
        {mayEdit && (
          <Button
            variant="subtle"
            color="gray"
            size="sm"
            leftSection={<IconRotate size={16} />}
            onClick={() => setConfirmingReset(true)}
            data-testid="onboarding-reset"
            style={{ flexShrink: 0 }}
          >
            Start over
          </Button>
        )}
      </Group>
      <Box hiddenFrom="md">
        <OnboardingProgress current={step} state={state} />
      </Box>
      <Flex gap="lg" align="flex-start">
        <Paper withBorder radius="md" p="sm" w={260} visibleFrom="md" style={{ flexShrink: 0 }}>
          <OnboardingStepper current={step} state={state} onOpen={navigate} />
        </Paper>
        <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="h3" mb="md" data-testid="onboarding-step-title">
            {step.label}
          </Title>
          {step.step === wizardSteps.at(-1)?.step && <MissingBeforeFinish state={state} />}
          {mayEdit ? (
            <Body state={state} onDone={onDone} footer={footer} />
          ) : (
            <Alert
              color="blue"
              variant="light"
              icon={<IconInfoCircle size={18} />}
              data-testid="onboarding-admin-only"
            >
              An Admin of this workspace completes its set-up. Once it is done, the vendor screens open for
              everyone.
            </Alert>
          )}
        </Paper>
      </Flex>
      <ConfirmDialog
        opened={confirmingReset}
        title="Start the set-up again?"
        confirmLabel="Start over"
        destructive
        loading={reset.isPending}
        onCancel={() => setConfirmingReset(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: (fresh) => {
              setConfirmingReset(false);
              navigate(onboardingPath(resumeStep(fresh.company_info_step) ?? firstWizardStep));
            },
          })
        }
      >
        The wizard goes back to its first step and forgets the plan you chose and a vendor list not yet
        imported. Your company details and the vendors already imported stay.
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * /onboarding/:step: the wizard around the step screens the app gives it. The step comes from the
 * address; the progress from the server, which a step ahead of it cannot skip.
 */
export function OnboardingWizard({ bodies }: { bodies: OnboardingStepBodies }) {
  const workspaceId = useWorkspaceId();
  const { step: param } = useParams();
  const onboarding = useOnboarding(workspaceId);
  const state = onboarding.data;
  if (!state) {
    return onboarding.isError ? <ErrorAlert>{errorText(onboarding.error)}</ErrorAlert> : <PageLoader />;
  }
  const step = wizardStepOf(param);
  if (!step || !mayShowStep(step.step, state.company_info_step)) {
    return <Navigate to={onboardingPath(resumeStep(state.company_info_step) ?? firstWizardStep)} replace />;
  }
  return <Wizard key={workspaceId} state={state} step={step} bodies={bodies} workspaceId={workspaceId} />;
}
