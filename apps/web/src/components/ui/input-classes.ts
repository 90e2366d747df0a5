/** Shared look of text inputs, selects and text areas (16 px text so phones do not zoom). */
export const inputClasses =
  'block w-full min-h-11 rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground ' +
  'placeholder:text-muted-foreground aria-[invalid=true]:border-danger aria-[invalid=true]:border-2';
