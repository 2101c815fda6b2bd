/**
 * The last value pushed is applied once no new value came for `ms` (spec shell.md §4: updates of
 * version and maintenance info are debounced 500 ms).
 */
export interface Debounced<T> {
  push(value: T): void;
  cancel(): void;
}

export function debounce<T>(ms: number, apply: (value: T) => void): Debounced<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(value) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        apply(value);
      }, ms);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
