import type { FormEvent, FormHTMLAttributes, KeyboardEvent } from "react";

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Elements where Enter keeps its own meaning: a newline in a textarea, activating a non-submit button or link. */
function enterIsAllowed(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLButtonElement) return target.type !== "submit";
  return target instanceof HTMLAnchorElement;
}

/**
 * A form that Enter never submits (spec section 5): forms submit only through their submit button
 * (click, or Space when it has focus). Enter still types a newline in a textarea and still activates
 * ordinary buttons such as "show password". Browser validation is off: the zod rules from contracts
 * decide, and their messages show under the inputs.
 */
export function Form({ onSubmit, onKeyDown, children, ...props }: FormProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Enter" && !enterIsAllowed(event.target)) event.preventDefault();
    onKeyDown?.(event);
  };
  return (
    <form noValidate {...props} onSubmit={onSubmit} onKeyDown={handleKeyDown}>
      {children}
    </form>
  );
}
