import { Alert, Button, Group, List, Radio, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type BillingInterval,
  billingIntervalLabels,
  billingIntervals,
  onboardingPlanRequestSchema,
  type PaymentPlan,
  paymentPlanLabels,
  paymentPlans,
} from "@tierline/contracts";
import { Controller } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { onboardingQueryKey } from "../api/get-onboarding";
import { saveOnboardingPlanMutationOptions } from "../api/save-onboarding-plan";
import type { OnboardingStepBodyProps } from "./onboarding-wizard";

/** What each plan gives, in a line or two (the limits themselves are the server's). */
const planPoints: Record<PaymentPlan, string[]> = {
  FREE: [
    "Vendor register and vendor list import",
    "Restricted-party screening of your vendors",
    "Your whole team",
  ],
  ENTERPRISE: [
    "Everything in Free, without its limits",
    "Product catalogue, tariff codes and duties",
    "Policies, contracts and procurement workflow",
  ],
};

/** Step 8: Free or Enterprise, billed every 6 months or yearly (spec section 9); payment comes later. */
export function SubscriptionStep({ state, onDone, footer }: OnboardingStepBodyProps) {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  const save = useMutation(saveOnboardingPlanMutationOptions());
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: onboardingPlanRequestSchema,
    defaultValues: { plan: state.plan ?? "FREE", billing_interval: state.billing_interval ?? "YEAR" },
    submit: (values) =>
      save.mutateAsync({
        workspaceId,
        // Free is not billed: no interval is kept for it.
        body: {
          plan: values.plan,
          billing_interval: values.plan === "FREE" ? null : values.billing_interval,
        },
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(onboardingQueryKey(workspaceId), saved);
      showSuccessSnackbar("Subscription Updated");
      await onDone();
    },
    explainStatuses: [400],
  });
  const { errors } = form.formState;
  const plan = form.watch("plan");

  return (
    <Form onSubmit={onSubmit} aria-label="Subscription" data-testid="subscription-form">
      <Stack gap="lg">
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <Controller
          control={form.control}
          name="plan"
          render={({ field }) => (
            <Radio.Group
              label="Plan"
              value={field.value}
              onChange={(value) => field.onChange(value as PaymentPlan)}
              error={errors.plan?.message}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xs">
                {paymentPlans.map((item) => (
                  <Radio.Card
                    key={item}
                    value={item}
                    radius="md"
                    p="md"
                    data-testid={`plan-${item}`}
                    style={{
                      borderColor: field.value === item ? "var(--mantine-color-blue-filled)" : undefined,
                    }}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator />
                      <Stack gap={6}>
                        <Text fw={600}>{paymentPlanLabels[item]}</Text>
                        <List size="sm" spacing={2} c="dimmed">
                          {planPoints[item].map((point) => (
                            <List.Item key={point}>{point}</List.Item>
                          ))}
                        </List>
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        />
        {plan === "ENTERPRISE" && (
          <Controller
            control={form.control}
            name="billing_interval"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Billing
                </Text>
                <SegmentedControl
                  value={field.value ?? "YEAR"}
                  onChange={(value) => field.onChange(value as BillingInterval)}
                  data={billingIntervals.map((value) => ({ value, label: billingIntervalLabels[value] }))}
                  style={{ alignSelf: "flex-start" }}
                  data-testid="billing-interval"
                />
                {errors.billing_interval?.message && (
                  <Text size="xs" c="red">
                    {errors.billing_interval.message}
                  </Text>
                )}
              </Stack>
            )}
          />
        )}
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          data-testid="plan-payment-note"
        >
          Nothing is charged now. Your choice is kept, and payment is set up with billing, in Settings →
          Billing.
        </Alert>
        {footer(
          <Button type="submit" loading={submitting} data-testid="subscription-submit">
            Finish
          </Button>,
        )}
      </Stack>
    </Form>
  );
}
