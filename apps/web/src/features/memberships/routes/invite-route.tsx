import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconLinkOff, IconUsersGroup } from "@tabler/icons-react";
import {
  apiMessages,
  type InviteCodeInfo,
  inviteLinkDays,
  newMemberAccountSchema,
  normalizeEmail,
  openLinkSignUpRequestSchema,
} from "@tierline/contracts";
import type { ReactNode } from "react";
import { Link, Navigate, useParams } from "react-router";
import { AuthLayout } from "../../../components/auth-layout";
import { CheckInbox } from "../../../components/check-inbox";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { AppLoader } from "../../../components/loader";
import { PersonNameFields } from "../../../components/person-name-fields";
import { isApiError } from "../../../lib/api-error";
import { errorText } from "../../../lib/form-errors";
import { displayName, formatDate } from "../../../lib/format";
import { useLogout } from "../../../lib/logout";
import { useApiForm } from "../../../lib/use-api-form";
import { useSession } from "../../../lib/use-session";
import { afterSwitchPath } from "../../../lib/use-switch-workspace";
import { inviteCodeParamsSchema, useInviteCode } from "../api/get-invite-code";
import { memberSignUpExplains } from "../api/member-sign-up";
import { useAcceptInvite, useMemberSignUp } from "../hooks/use-join";

function InviteError({ error }: { error: unknown }) {
  // 400 LINK_INVALID: expired or already used; 404: no such invitation. Both: ask for a new one.
  const gone = isApiError(error) && (error.status === 400 || error.status === 404);
  return (
    <Stack gap="md" align="flex-start" data-testid="invite-error">
      <ThemeIcon size={44} radius="xl" variant="light" color="red">
        <IconLinkOff size={24} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        This invitation can't be used
      </Title>
      <Alert color="red" variant="light" w="100%" role="alert">
        {gone ? apiMessages.linkInvalid : (errorText(error) ?? apiMessages.linkInvalid)}
      </Alert>
      <Text size="sm" c="dimmed">
        Invitations work once and expire after {inviteLinkDays} days. Ask an admin of the workspace to invite
        you again.
      </Text>
      <Button component={Link} to="/login" variant="default" data-testid="invite-error-back">
        Go to sign in
      </Button>
    </Stack>
  );
}

function InviteSummary({ invite }: { invite: InviteCodeInfo }) {
  return (
    <Stack gap="sm">
      <ThemeIcon size={44} radius="xl" variant="light">
        <IconUsersGroup size={24} />
      </ThemeIcon>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          You are invited to join
        </Text>
        <Title order={1} fz="h2" data-testid="invite-workspace">
          {invite.workspace.name}
        </Title>
      </Stack>
      <Stack gap={6} data-testid="invite-roles">
        <Text size="sm" c="dimmed">
          {invite.roles.length === 1 ? "Your role:" : "Your roles:"}
        </Text>
        {invite.roles.map((role) => (
          <Group
            key={role.id}
            gap="xs"
            wrap="nowrap"
            align="flex-start"
            data-testid={`invite-role-${role.code}`}
          >
            <Badge variant="light" size="sm" style={{ flexShrink: 0 }} mt={2}>
              {role.name}
            </Badge>
            <Text size="sm" c="dimmed">
              {role.description}
            </Text>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" data-testid="invite-expires">
        This invitation expires on {formatDate(invite.expires)}.
      </Text>
    </Stack>
  );
}

/** "Already have an account?": sign in, then come back to accept. */
function SignInInstead({ code }: { code: string }) {
  const next = `/invite/${encodeURIComponent(code)}`;
  return (
    <Text size="sm" c="dimmed" ta="center">
      Already have an account?{" "}
      <Anchor
        component={Link}
        to={`/login?next=${encodeURIComponent(next)}`}
        data-testid="invite-signin-link"
      >
        Sign in to accept
      </Anchor>
    </Text>
  );
}

type SignUp = ReturnType<typeof useMemberSignUp>;

/** What an open link's page asks: the address (the code comes from the link). */
const openLinkAddressSchema = openLinkSignUpRequestSchema.pick({ email: true });

/**
 * An open link asks only for the address: it proves nothing about it, so the address is mailed an
 * invitation, and names and password are asked once, on that invitation's page (decisions.md).
 */
function OpenLinkForm({ code, signUp }: { code: string; signUp: SignUp }) {
  // The code is not an input: a link that died meanwhile (400 on `code`) is said above the form.
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: openLinkAddressSchema,
    defaultValues: { email: "" },
    submit: ({ email }) => signUp.mutateAsync({ code, email }),
    explainStatuses: memberSignUpExplains,
    // One address, whose answer replaces the screen (like the sign-in form).
    warnUnsaved: false,
  });
  return (
    <Form onSubmit={onSubmit} aria-label="Join with your e-mail" data-testid="invite-signup-form">
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Join with your work e-mail
          </Text>
          <Text size="sm" c="dimmed">
            We will send you an invitation there. You create your account from it.
          </Text>
        </Stack>
        {formError && <ErrorAlert testId="invite-signup-error">{formError}</ErrorAlert>}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          data-testid="invite-email"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <Button type="submit" fullWidth loading={submitting} data-testid="invite-signup-submit">
          Send me the invitation
        </Button>
        <SignInInstead code={code} />
      </Stack>
    </Form>
  );
}

/** An e-mail invitation's page: the address is the invited one; names and password, asked once. */
function NewAccountForm({ code, email, signUp }: { code: string; email: string; signUp: SignUp }) {
  // Names and a password are data entry, like the sign-up screen: leaving with them asks first.
  // A field error on the address (it was used meanwhile, say) has no input here: it shows above.
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: newMemberAccountSchema,
    defaultValues: { first_name: "", last_name: "", password: "" },
    submit: (values) => signUp.mutateAsync({ ...values, code, email }),
    explainStatuses: memberSignUpExplains,
  });
  const { errors } = form.formState;

  return (
    <Form onSubmit={onSubmit} aria-label="Create your account" data-testid="invite-signup-form">
      <Stack gap="md">
        <Text size="sm" fw={600}>
          Create your account to join
        </Text>
        {formError && <ErrorAlert testId="invite-signup-error">{formError}</ErrorAlert>}
        <TextInput
          label="Email"
          type="email"
          value={email}
          readOnly
          // The account's name for password managers saving the new password.
          autoComplete="username"
          description="The invitation was sent to this address."
          data-testid="invite-email"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PersonNameFields
            firstName={form.register("first_name")}
            lastName={form.register("last_name")}
            errors={errors}
            testIdPrefix="invite"
          />
        </SimpleGrid>
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          data-testid="invite-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Button type="submit" fullWidth loading={submitting} data-testid="invite-signup-submit">
          Create account and join
        </Button>
        <SignInInstead code={code} />
      </Stack>
    </Form>
  );
}

function SignInToAccept({ code, invite }: { code: string; invite: InviteCodeInfo }) {
  const next = `/invite/${encodeURIComponent(code)}`;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="invite-account-exists">
        {invite.email ? `${invite.email}: ` : ""}
        {apiMessages.signInToAccept}
      </Text>
      <Button
        component={Link}
        to={`/login?next=${encodeURIComponent(next)}`}
        fullWidth
        data-testid="invite-signin"
      >
        Sign in to accept
      </Button>
    </Stack>
  );
}

/** Signed in already (in another workspace or none): accepting adds the workspace and switches to it. */
function AcceptAsSignedIn({
  code,
  invite,
  accept,
}: {
  code: string;
  invite: InviteCodeInfo;
  accept: ReturnType<typeof useAcceptInvite>;
}) {
  const { auth } = useSession();
  const logout = useLogout();
  const user = auth.user;
  if (!user) return null;
  const otherAddress = invite.email !== null && normalizeEmail(invite.email) !== normalizeEmail(user.email);
  const failure = errorText(accept.error);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="invite-signed-in-as">
        Signed in as {displayName(user)} ({user.email}).
      </Text>
      {otherAddress ? (
        <>
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="invite-other-address"
          >
            This invitation was sent to {invite.email}. Sign out, then sign in with that address to accept it.
          </Alert>
          <Button
            variant="default"
            loading={logout.isPending}
            onClick={() => logout.mutate()}
            data-testid="invite-sign-out"
          >
            Sign out
          </Button>
        </>
      ) : (
        <>
          {failure && <ErrorAlert testId="invite-accept-error">{failure}</ErrorAlert>}
          <Button
            fullWidth
            loading={accept.isPending}
            onClick={() => accept.mutate({ code })}
            data-testid="invite-accept"
          >
            Accept invitation
          </Button>
        </>
      )}
    </Stack>
  );
}

/**
 * /invite/:code (public): what the invitation offers, then the way in. Signed out without an account:
 * sign up here. With an account: sign in first (and come back here). Signed in: accept.
 */
export function InviteRoute() {
  const { code = "" } = useParams();
  const invite = useInviteCode(code);
  const { auth } = useSession();
  // Held here, not in the form: signing up signs in, which swaps the form for the signed-in view.
  const signUp = useMemberSignUp();
  // Held here too: once accepted, the used code is no longer shown (the app moves to the workspace).
  const accept = useAcceptInvite();
  const signedIn = auth.user !== null && auth.access !== null;

  const validCode = inviteCodeParamsSchema.safeParse({ code }).success;

  let body: ReactNode;
  if (signUp.data && "email_sent" in signUp.data) {
    // After an open link: the typed address was mailed its own invitation, which proves it is theirs.
    body = (
      <CheckInbox testId="invite-check-email" email={signUp.data.email} mailed="an invitation">
        <Text size="sm">Open the link in it to finish joining: it confirms the address is yours.</Text>
      </CheckInbox>
    );
  } else if (signUp.isSuccess) {
    body = <Navigate to={afterSwitchPath} replace />;
  } else if (accept.isSuccess) {
    body = (
      <Stack align="center" py="xl">
        <AppLoader label="Opening the workspace..." />
      </Stack>
    );
  } else if (!validCode || invite.isError) {
    body = <InviteError error={invite.error} />;
  } else if (!invite.data) {
    body = (
      <Stack align="center" py="xl">
        <AppLoader label="Opening your invitation..." />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <InviteSummary invite={invite.data} />
        {signedIn && !signUp.isPending ? (
          <AcceptAsSignedIn code={code} invite={invite.data} accept={accept} />
        ) : invite.data.account_exists ? (
          <SignInToAccept code={code} invite={invite.data} />
        ) : invite.data.email === null ? (
          <OpenLinkForm code={code} signUp={signUp} />
        ) : (
          <NewAccountForm code={code} email={invite.data.email} signUp={signUp} />
        )}
      </Stack>
    );
  }

  return (
    <AuthLayout testId="invite-card">
      <div data-testid="invite-screen">{body}</div>
    </AuthLayout>
  );
}
