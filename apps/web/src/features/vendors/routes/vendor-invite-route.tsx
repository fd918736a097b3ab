import { Alert, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  apiMessages,
  entityOnboardingRequestSchema,
  inviteLinkDays,
  normalizeEmail,
  type VendorInviteOffer,
  vendorInviteCodeParamsSchema,
  vendorJumpTargets,
} from "@tierline/contracts";
import type { ReactNode } from "react";
import { Link, Navigate, useParams } from "react-router";
import { AuthLayout } from "../../../components/auth-layout";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { AppLoader } from "../../../components/loader";
import { PersonNameFields } from "../../../components/person-name-fields";
import { isApiError } from "../../../lib/api-error";
import { errorText } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format";
import { useApiForm } from "../../../lib/use-api-form";
import { useSession } from "../../../lib/use-session";
import {
  useAcceptVendorInvite,
  useSignUpFromVendorInvite,
  useVendorInviteOffer,
  vendorInviteExplains,
} from "../api/vendor-invite-answer";

/** Where a linked vendor goes: the wizard's company info step while details are missing, else /compliance. */
const nextPath = (step: number) =>
  step === vendorJumpTargets.company_info ? `/onboarding/${vendorJumpTargets.company_info}` : "/compliance";

/** The new company's sign-up: the onboarding sign-up's fields; the address is the invited one. */
const signUpFormSchema = entityOnboardingRequestSchema.omit({ email: true });

function Summary({ offer }: { offer: VendorInviteOffer }) {
  return (
    <Stack gap="xs" data-testid="vendor-invite-summary">
      <Text size="sm" c="dimmed">
        {offer.customer.name} asks your company to share its compliance information
      </Text>
      <Title order={1} fz="h2">
        {offer.vendor.name}
      </Title>
      {offer.message && (
        <Alert
          variant="light"
          title={`Message from ${offer.customer.name}`}
          data-testid="vendor-invite-message"
        >
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {offer.message}
          </Text>
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        Sent to {offer.email}; the invitation expires on {formatDate(offer.expires)}.
      </Text>
    </Stack>
  );
}

function SignUpForm({ code, offer, signUp }: { code: string; offer: VendorInviteOffer; signUp: SignUp }) {
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: signUpFormSchema,
    defaultValues: { first_name: "", last_name: "", brand_name: "", password: "" },
    submit: (values) => signUp.mutateAsync({ ...values, code, email: offer.email }),
    explainStatuses: vendorInviteExplains,
  });
  const { errors } = form.formState;
  return (
    <Form
      onSubmit={onSubmit}
      aria-label="Create your company's account"
      data-testid="vendor-invite-signup-form"
    >
      <Stack gap="md">
        <Text size="sm" fw={600}>
          Create your company's account
        </Text>
        {formError && <ErrorAlert testId="vendor-invite-signup-error">{formError}</ErrorAlert>}
        <TextInput label="Email" value={offer.email} readOnly autoComplete="username" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PersonNameFields
            firstName={form.register("first_name")}
            lastName={form.register("last_name")}
            errors={errors}
            testIdPrefix="vendor-invite"
          />
        </SimpleGrid>
        <TextInput
          label="Company brand name"
          withAsterisk
          {...form.register("brand_name")}
          error={errors.brand_name?.message}
          data-testid="vendor-invite-brand-name"
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          {...form.register("password")}
          error={errors.password?.message}
          data-testid="vendor-invite-password"
        />
        <Button type="submit" fullWidth loading={submitting} data-testid="vendor-invite-signup-submit">
          Create account and respond
        </Button>
      </Stack>
    </Form>
  );
}

type SignUp = ReturnType<typeof useSignUpFromVendorInvite>;
type Accept = ReturnType<typeof useAcceptVendorInvite>;

function AcceptAsSignedIn({
  code,
  offer,
  accept,
}: {
  code: string;
  offer: VendorInviteOffer;
  accept: Accept;
}) {
  const { auth } = useSession();
  const email = auth.user?.email ?? "";
  if (normalizeEmail(email) !== offer.email)
    return (
      <Alert color="yellow" variant="light" data-testid="vendor-invite-other-address">
        You are signed in as {email}, and this invitation was sent to {offer.email}. Sign out, then sign in
        with that address to accept it.
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Accepting links your company ({auth.user?.primary_entity?.brand_name ?? "the workspace you are in"})
        to {offer.customer.name}'s request. {offer.customer.name} sees only what you share in its compliance
        section.
      </Text>
      {accept.error && <ErrorAlert testId="vendor-invite-accept-error">{errorText(accept.error)}</ErrorAlert>}
      <Button
        fullWidth
        loading={accept.isPending}
        onClick={() => accept.mutate(code)}
        data-testid="vendor-invite-accept"
      >
        Accept invitation
      </Button>
    </Stack>
  );
}

/**
 * /vendor-invite/:code (public): a customer's invitation to share compliance information. Signed out
 * without an account: the company signs up here and continues on the onboarding wizard's company info
 * step. With an account: sign in (and come back). Signed in: accept for the company acted in.
 */
export function VendorInviteRoute() {
  const { code = "" } = useParams();
  const offer = useVendorInviteOffer(code);
  const { auth } = useSession();
  const signUp = useSignUpFromVendorInvite();
  const accept = useAcceptVendorInvite();
  const signedIn = auth.user !== null && auth.access !== null;
  const answered = signUp.data?.accepted ?? accept.data;
  let body: ReactNode;
  if (answered) body = <Navigate to={nextPath(answered.next_step)} replace />;
  else if (!vendorInviteCodeParamsSchema.safeParse({ code }).success || offer.isError) {
    const gone = isApiError(offer.error) && (offer.error.status === 400 || offer.error.status === 404);
    body = (
      <Stack gap="md" data-testid="vendor-invite-error">
        <Title order={1} fz="h2">
          This invitation can't be used
        </Title>
        <Alert color="red" variant="light" role="alert">
          {gone || !offer.error ? apiMessages.linkInvalid : errorText(offer.error)}
        </Alert>
        <Text size="sm" c="dimmed">
          Invitations expire after {inviteLinkDays} days. Ask the customer to send it again.
        </Text>
      </Stack>
    );
  } else if (!offer.data) body = <AppLoader label="Opening your invitation..." />;
  else
    body = (
      <Stack gap="lg">
        <Summary offer={offer.data} />
        {signedIn && !signUp.isPending ? (
          <AcceptAsSignedIn code={code} offer={offer.data} accept={accept} />
        ) : offer.data.account_exists ? (
          <Button
            component={Link}
            to={`/login?next=${encodeURIComponent(`/vendor-invite/${code}`)}`}
            fullWidth
            data-testid="vendor-invite-signin"
          >
            Sign in to accept
          </Button>
        ) : (
          <SignUpForm code={code} offer={offer.data} signUp={signUp} />
        )}
      </Stack>
    );
  return (
    <AuthLayout testId="vendor-invite-card">
      <div data-testid="vendor-invite-screen">{body}</div>
    </AuthLayout>
  );
}
