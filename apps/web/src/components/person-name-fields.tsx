import { TextInput } from "@mantine/core";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";

interface PersonNameFieldsProps {
  /** The caller's `form.register("first_name")` and `form.register("last_name")`. */
  firstName: UseFormRegisterReturn;
  lastName: UseFormRegisterReturn;
  errors: { first_name?: FieldError; last_name?: FieldError };
  /** Test ids `<prefix>-first-name` and `<prefix>-last-name`. */
  testIdPrefix: string;
}

/** A person's first and last name inputs, labelled and autocompleted alike on every form that asks. */
export function PersonNameFields({ firstName, lastName, errors, testIdPrefix }: PersonNameFieldsProps) {
  return (
    <>
      <TextInput
        label="First name"
        autoComplete="given-name"
        data-testid={`${testIdPrefix}-first-name`}
        error={errors.first_name?.message}
        {...firstName}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        data-testid={`${testIdPrefix}-last-name`}
        error={errors.last_name?.message}
        {...lastName}
      />
    </>
  );
}
