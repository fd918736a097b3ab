import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { firstOnboardingStep } from "@tierline/contracts";
import { Link, useNavigate } from "react-router";
import { AuthLayout } from "../../../components/auth-layout";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { PersonNameFields } from "../../../components/person-name-fields";
import { useApiForm } from "../../../lib/use-api-form";
import { entityOnboardingRequestSchema, startEntityOnboardingExplains } from "../api/start-entity-onboarding";
import { useStartEntityOnboarding } from "../hooks/use-sign-in-calls";

/** Where a new company goes on: the onboarding wizard's first step after sign-up (entity information). */
const afterSignUpPath = `/onboarding/${firstOnboardingStep}`;

/**
 * /sign-up (public): a new company's first user signs up and is signed in: step 1 of onboarding, the
 * wizard (/onboarding/:step) takes over with the company details, roles and vendor list.
 */
export function SignUpRoute() {
  const navigate = useNavigate();
  const start = useStartEntityOnboarding();
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: entityOnboardingRequestSchema,
    defaultValues: { email: "", first_name: "", last_name: "", brand_name: "" },
    submit: start.mutateAsync,
    onSuccess: () => navigate(afterSignUpPath, { replace: true }),
    explainStatuses: startEntityOnboardingExplains,
  });
  const { errors } = form.formState;

  return (
    <AuthLayout testId="sign-up-card">
      <Form onSubmit={onSubmit} aria-label="Sign up" data-testid="sign-up-form">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              Create your company's account
            </Title>
            <Text size="sm" c="dimmed">
              Your workspace is named after your brand. You can invite your team once you are in.
            </Text>
          </Stack>

          {formError && <ErrorAlert testId="sign-up-error">{formError}</ErrorAlert>}

          <TextInput
            label="Work email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            data-testid="sign-up-email"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PersonNameFields
              firstName={form.register("first_name")}
              lastName={form.register("last_name")}
              errors={errors}
              testIdPrefix="sign-up"
            />
          </SimpleGrid>
          <TextInput
            label="Brand name"
            description="Your company's name as vendors and customers know it."
            autoComplete="organization"
            data-testid="sign-up-brand-name"
            error={errors.brand_name?.message}
            {...form.register("brand_name")}
          />
          <PasswordInput
            label="Password (optional)"
            description="Without one, you sign in with links sent to your email."
            autoComplete="new-password"
            data-testid="sign-up-password"
            error={errors.password?.message}
            // An empty password means none (the contract's password is optional), not a too-short one.
            {...form.register("password", { setValueAs: (value: string) => value || undefined })}
          />

          <Button type="submit" fullWidth loading={submitting} data-testid="sign-up-submit">
            Create account
          </Button>

          <Text size="sm" ta="center">
            Already have an account?{" "}
            <Anchor component={Link} to="/login" data-testid="sign-up-sign-in-link">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
