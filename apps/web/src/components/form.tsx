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

/** A search box (`<input type="search">`): Enter there runs its form's search. */
function isSearchBox(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement && target.type === "search";
}

/**
 * A form that Enter never submits (spec section 5): data-entry forms submit only through their submit
 * button (click, or Space when it has focus). Enter still types a newline in a textarea and still
 * activates ordinary buttons such as "show password". The one exception is a search box (an input of
 * type "search", decisions.md): Enter there runs the search, as users expect of a search field. Browser
 * validation is off: the zod rules from contracts decide, and their messages show under the inputs.
 */
export function Form({ onSubmit, onKeyDown, children, ...props }: FormProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Enter") {
      // The browser's own implicit submission differs between browsers: submit here, once, the same
      // way as the submit button (and not while an input method is still composing a word).
      const search = isSearchBox(event.target) && !event.defaultPrevented && !event.nativeEvent.isComposing;
      if (search || !enterIsAllowed(event.target)) event.preventDefault();
      if (search) event.currentTarget.requestSubmit();
    }
    onKeyDown?.(event);
  };
  return (
    <form noValidate {...props} onSubmit={onSubmit} onKeyDown={handleKeyDown}>
      {children}
    </form>
  );
}
