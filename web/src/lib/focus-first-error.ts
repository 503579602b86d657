/**
 * After a refused submit, the focus goes to the first field with an error, in the order the form asks them,
 * so a keyboard or screen-reader user lands where the fix is instead of staying on Submit.
 * A field in error is one Fluent's Field marked `aria-invalid`, or a group (an upload) holding an error alert.
 */
export function focusFirstError(form: HTMLElement | null): void {
  if (!form) return;
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"], [role="group"] [role="alert"]');
  if (!first) return;
  const target =
    first.getAttribute('role') === 'alert'
      ? first.closest('[role="group"]')?.querySelector<HTMLElement>('button:not([disabled])')
      : first.matches('input, textarea, select, button, [tabindex]')
        ? first
        : // A radio group: its chosen radio, or its first.
          (first.querySelector<HTMLElement>('input:checked') ?? first.querySelector<HTMLElement>('input'));
  target?.focus();
}
